import { LISTING_CATEGORIES, listingPath, type ListingCategory, type Region } from '@annuaire/shared';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Diversity1Rounded from '@mui/icons-material/Diversity1Rounded';
import FemaleRounded from '@mui/icons-material/FemaleRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import MaleRounded from '@mui/icons-material/MaleRounded';
import TransgenderRounded from '@mui/icons-material/TransgenderRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';

const ICONS: Record<ListingCategory, SvgIconComponent> = {
  'female-escorts': FemaleRounded,
  'male-escorts': MaleRounded,
  'trans-escorts': TransgenderRounded,
  all: GroupsRounded,
  libertines: Diversity1Rounded,
};

/** The five listing categories of the chosen region, each a link to /{category}/{region}. */
export function CategoryGrid({ region }: { region: Region }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { locale } = useLocale();
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        {t('categories.title', { region: regionName(region, locale) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('categories.subtitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
          '& > li:last-of-type': { gridColumn: { xs: 'span 2', md: 'auto' } },
        }}
      >
        {LISTING_CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          return (
            <Card
              component="li"
              key={category}
              sx={{
                transition: 'border-color 150ms, transform 150ms',
                '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
              }}
            >
              <CardActionArea
                component={LocaleLink}
                to={listingPath({ category, region: region.key })}
                sx={{
                  p: 2,
                  height: '100%',
                  display: 'grid',
                  gridTemplateColumns: '1fr',
                  gap: 1.25,
                  alignContent: 'start',
                }}
              >
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '12px',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'brand.soft',
                    color: 'brand.main',
                  }}
                >
                  <Icon />
                </Box>
                <Typography
                  sx={{
                    fontWeight: 700,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                  }}
                >
                  {tc(`categories.${category}`)}
                  <ArrowForwardRounded sx={{ fontSize: 18, color: 'text.secondary' }} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`categories.descriptions.${category}`)}
                </Typography>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
