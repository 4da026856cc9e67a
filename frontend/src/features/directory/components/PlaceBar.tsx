import { nearbyCityUrls, type ListingCategory, type ParsedListingPath } from '@annuaire/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/Pill';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';
import { PLACE_MODALS } from '../place-modals';
import { MoreCitiesChip, PickerButton } from './PlacePickers';
import { citiesByShare, PROVINCES, QUICK_FILTERS } from './place-options';

/** `bar`: rows scrolled sideways, in the page from `md` up. `sheet`: rows that wrap, in the phones' filter sheet. */
export type PlaceBarLayout = 'bar' | 'sheet';

const barRowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  overflowX: 'auto',
  pb: 0.5,
  scrollbarWidth: 'none',
  // A row longer than the screen fades at its end, which says it scrolls.
  maskImage: 'linear-gradient(90deg, #000 calc(100% - 32px), transparent)',
} as const;

const sheetRowSx = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

/**
 * A link that takes the place of the current history entry: a place chosen in the filter sheet replaces the sheet's
 * entry, so Back returns to the listing the sheet was opened on rather than to the sheet (as the pickers do).
 */
const ReplacingLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof LocaleLink>>(
  function ReplacingLink(props, ref) {
    return <LocaleLink ref={ref} replace {...props} />;
  },
);

/**
 * The location controls of docs/product.md §2: province (Canada-wide site), region and city pickers, the region quick
 * filters, and the region's popular cities with the rest behind "more cities". Every choice is a link that
 * keeps the category and the filters. The pickers' dialogs are the page's (PlaceChoosers), not the bar's.
 */
export function PlaceBar({
  parsed,
  filters,
  layout = 'bar',
}: {
  parsed: ParsedListingPath;
  filters: ListingFilters;
  layout?: PlaceBarLayout;
}) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const category: ListingCategory = parsed.category;
  const { province, region, city } = parsed;
  const sheet = layout === 'sheet';
  const rowSx = sheet ? sheetRowSx : barRowSx;
  const link = sheet ? ReplacingLink : LocaleLink;
  const to = (regionKey: string, cityKey?: string) =>
    listingHref({ category, region: regionKey, city: cityKey }, filters);

  const { cities, popular, secondary } = citiesByShare(region);
  // docs/product.md §2: Outaouais listings point to the sister site's Ottawa pages of the same category.
  const nearbyUrl = variant.sisterSiteUrl ? nearbyCityUrls(region, variant.sisterSiteUrl)?.[category] : undefined;
  const nearby = nearbyUrl && region.nearbyCity ? { url: nearbyUrl, label: region.nearbyCity.label[locale] } : null;
  const chips = city && !popular.includes(city) ? [...popular, city] : popular;

  return (
    <Box component="nav" aria-label={t('location.label')} sx={{ display: 'grid', gap: 1.25, minWidth: 0 }}>
      <Box sx={rowSx}>
        {PROVINCES.length > 1 && (
          <PickerButton
            label={t('location.province')}
            value={province.label[locale]}
            modalKey={PLACE_MODALS.province}
          />
        )}
        <PickerButton label={t('location.region')} value={regionName(region, locale)} modalKey={PLACE_MODALS.region} />
        {cities.length > 0 && (
          <PickerButton
            label={t('location.city')}
            value={city ? city.label[locale] : t('location.wholeRegion', { region: regionName(region, locale) })}
            modalKey={PLACE_MODALS.city}
          />
        )}
        {!sheet && (
          <Box
            aria-hidden="true"
            sx={{ flexShrink: 0, width: '1px', alignSelf: 'stretch', bgcolor: 'divider', mx: 0.5 }}
          />
        )}
        <Box
          role="group"
          aria-label={t('location.quickFilters')}
          sx={{ display: 'flex', gap: 1, ...(sheet && { flexWrap: 'wrap', flexBasis: '100%' }) }}
        >
          {QUICK_FILTERS.map((candidate) => {
            const current = candidate.key === region.key;
            return (
              <Pill
                key={candidate.key}
                component={link}
                to={to(candidate.key)}
                size="medium"
                icon={<PlaceOutlined />}
                label={regionName(candidate, locale)}
                selected={current}
                aria-current={current ? 'page' : undefined}
              />
            );
          })}
        </Box>
      </Box>
      {cities.length > 0 && (
        <Box role="group" aria-label={t('location.cities', { region: regionName(region, locale) })} sx={rowSx}>
          <Pill
            component={link}
            to={to(region.key)}
            label={t('location.wholeRegion', { region: regionName(region, locale) })}
            selected={!city}
            aria-current={city ? undefined : 'page'}
          />
          {chips.map((candidate) => {
            const current = candidate.key === city?.key;
            return (
              <Pill
                key={candidate.key}
                component={link}
                to={to(region.key, candidate.key)}
                label={candidate.label[locale]}
                selected={current}
                aria-current={current ? 'page' : undefined}
              />
            );
          })}
          {secondary.length > 0 && <MoreCitiesChip label={t('location.moreCities')} />}
          {nearby && (
            <Pill
              component="a"
              href={nearby.url}
              target="_blank"
              rel="noopener"
              label={t('location.nearbyCity', { city: nearby.label })}
              icon={<OpenInNewRounded titleAccess={t('location.newTab')} />}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
