import { listingPath, type Region } from '@annuaire/shared';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import { useOpenSearch } from '@/lib/open-search';
import { HeroArt } from './HeroArt';

const POINTS = ['moderated', 'private', 'adults'] as const;

/** The promise of the site in one screen, with the two ways in: search a name, or browse a region. */
export function Hero({ region }: { region: Region }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const openSearch = useOpenSearch();
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.15fr) minmax(0, 0.85fr)' },
        gap: { xs: 4, md: 6 },
        alignItems: 'center',
        pt: { xs: 1, md: 4 },
      }}
    >
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {t(`hero.eyebrow.${variant.website}`)}
        </Typography>
        <Typography
          id="home-title"
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.1rem' }, mt: 1, mb: 2 }}
        >
          {t('hero.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, maxWidth: 560, mb: 3.5 }}>
          {t('hero.subtitle')}
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
            px: 2.5,
            height: 56,
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
        <Box>
          <Button
            component={LocaleLink}
            to={listingPath({ category: 'all', region: region.key })}
            endIcon={<ArrowForwardRounded />}
            sx={{ mt: 1.5, ml: -2.25 }}
          >
            {t('hero.browse', { region: regionName(region, locale) })}
          </Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1 }}>
          {POINTS.map((point) => (
            <Box
              component="li"
              key={point}
              sx={{ display: 'flex', gap: 1.25, alignItems: 'center', color: 'text.secondary' }}
            >
              <CheckCircleRounded sx={{ fontSize: 20, color: 'brand.main' }} />
              {t(`hero.points.${point}`)}
            </Box>
          ))}
        </Box>
      </Box>
      <HeroArt />
    </Box>
  );
}
