import { LISTING_CATEGORIES, type ParsedListingPath } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { genderOptions, type ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';

/**
 * The five categories at the same place, as links (crawlable, and each its own page). Filters follow,
 * except genders the target category does not offer.
 */
export function CategoryTabs({ parsed, filters }: { parsed: ParsedListingPath; filters: ListingFilters }) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('listing.categories')}
      sx={{ overflowX: 'auto', mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, scrollbarWidth: 'none' }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.75, width: 'max-content' }}>
        {LISTING_CATEGORIES.map((category) => {
          const current = category === parsed.category;
          const offered = genderOptions(category);
          const kept = { ...filters, gender: filters.gender.filter((gender) => offered.includes(gender)) };
          return (
            <li key={category}>
              <Box
                component={LocaleLink}
                to={listingHref({ category, region: parsed.region.key, city: parsed.city?.key }, kept)}
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  height: 38,
                  px: 2,
                  borderRadius: 999,
                  fontWeight: 650,
                  fontSize: 14.5,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  color: current ? 'primary.contrastText' : 'text.secondary',
                  bgcolor: current ? 'primary.main' : 'transparent',
                  border: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                  transition: 'color 150ms, border-color 150ms',
                  '&:hover': {
                    color: current ? undefined : 'text.primary',
                    borderColor: current ? undefined : 'text.secondary',
                  },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {tc(`categories.${category}`)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
