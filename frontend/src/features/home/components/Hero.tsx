import { listingPath, type Region } from '@annuaire/shared';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import { useOpenSearch } from '@/lib/open-search';

/**
 * The home's opening: a short title and the two ways in, search a name or browse a region. Compact on phones (the
 * title on a line or two, then the search), so that the region's faces follow within the first screen
 * (docs/product.md §2 home). The browse link shows from `md` up; on phones the categories below lead to the same
 * listing ("all" profiles of the region).
 */
export function Hero({ region, sx }: { region: Region; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const openSearch = useOpenSearch();
  return (
    <Box component="section" aria-labelledby="home-title" sx={sx}>
      <Typography
        id="home-title"
        variant="h1"
        sx={{
          fontSize: { xs: '1.3rem', sm: '2rem', md: '2.75rem' },
          lineHeight: { xs: 1.2, md: 1.1 },
          textWrap: 'balance',
          mb: { xs: 1.25, md: 3 },
        }}
      >
        {t(`hero.title.${variant.website}`)}
      </Typography>
      <ButtonBase
        onClick={openSearch}
        data-search-opener
        aria-haspopup="dialog"
        sx={{
          width: '100%',
          maxWidth: 520,
          justifyContent: 'flex-start',
          gap: 1.5,
          px: { xs: 2, md: 2.5 },
          height: { xs: 44, md: 56 },
          borderRadius: 999,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.secondary',
          fontSize: '1rem',
          transition: 'border-color 150ms',
          '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
        }}
      >
        <SearchRounded sx={{ color: 'brand.main' }} />
        {t('hero.search')}
      </ButtonBase>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Button
          component={LocaleLink}
          to={listingPath({ category: 'all', region: region.key })}
          endIcon={<ArrowForwardRounded />}
          sx={{ mt: 1.5, ml: -2.25 }}
        >
          {t('hero.browse', { region: regionName(region, locale) })}
        </Button>
      </Box>
    </Box>
  );
}
