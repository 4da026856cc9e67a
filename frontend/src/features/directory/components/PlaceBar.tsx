import {
  citiesOf,
  nearbyCityUrls,
  provincesOf,
  quickFilters,
  regionsOf,
  type ListingCategory,
  type ParsedListingPath,
  type Province,
  type Region,
} from '@annuaire/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/Pill';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';
import { PLACE_MODALS } from '../place-modals';
import type { PlaceOption } from './PlacePickerDialog';
import { MoreCitiesChip, Picker, PickerButton } from './PlacePickers';

const PROVINCES = provincesOf(variant.website);
const QUICK_FILTERS = quickFilters(variant.website);

/** Where a province's listing starts: its first quick filter, else its first region. */
function mainRegionOf(province: Province): Region | undefined {
  return QUICK_FILTERS.find((region) => region.province === province.key) ?? regionsOf(province.key)[0];
}

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  overflowX: 'auto',
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  pb: 0.5,
  scrollbarWidth: 'none',
  // A row longer than the screen fades at its end, which says it scrolls.
  maskImage: 'linear-gradient(90deg, #000 calc(100% - 32px), transparent)',
} as const;

/**
 * The location controls of docs/product.md §2: province (Canada-wide site), region and city pickers, the region quick
 * filters, and the region's popular cities with the rest behind "more cities". Every choice is a link that
 * keeps the category and the filters.
 */
export function PlaceBar({ parsed, filters }: { parsed: ParsedListingPath; filters: ListingFilters }) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const category: ListingCategory = parsed.category;
  const { province, region, city } = parsed;
  const to = (regionKey: string, cityKey?: string) =>
    listingHref({ category, region: regionKey, city: cityKey }, filters);

  const provinceOptions: PlaceOption[] = PROVINCES.flatMap((candidate) => {
    const main = mainRegionOf(candidate);
    return main ? [{ key: candidate.key, label: candidate.label[locale], to: to(main.key) }] : [];
  });
  const regionOptions: PlaceOption[] = regionsOf(province.key).map((candidate) => ({
    key: candidate.key,
    label: candidate.label[locale],
    to: to(candidate.key),
  }));
  const cities = citiesOf(region.key);
  // docs/product.md §2: Outaouais listings point to the sister site's Ottawa pages of the same category.
  const nearbyUrl = variant.sisterSiteUrl ? nearbyCityUrls(region, variant.sisterSiteUrl)?.[category] : undefined;
  const nearby = nearbyUrl && region.nearbyCity ? { url: nearbyUrl, label: region.nearbyCity.label[locale] } : null;
  const popular = cities.filter((candidate) => region.popularCities.includes(candidate.key));
  const secondary = cities.filter((candidate) => !region.popularCities.includes(candidate.key));
  const cityOption = (candidate: (typeof cities)[number]): PlaceOption => ({
    key: candidate.key,
    label: candidate.label[locale],
    keywords: candidate.keywords,
    to: to(region.key, candidate.key),
  });
  const wholeRegion: PlaceOption = {
    key: '',
    label: t('location.wholeRegion', { region: regionName(region, locale) }),
    to: to(region.key),
  };
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
        <Box
          aria-hidden="true"
          sx={{ flexShrink: 0, width: '1px', alignSelf: 'stretch', bgcolor: 'divider', mx: 0.5 }}
        />
        <Box role="group" aria-label={t('location.quickFilters')} sx={{ display: 'flex', gap: 1 }}>
          {QUICK_FILTERS.map((candidate) => {
            const current = candidate.key === region.key;
            return (
              <Pill
                key={candidate.key}
                component={LocaleLink}
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
            component={LocaleLink}
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
                component={LocaleLink}
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
      {PROVINCES.length > 1 && (
        <Picker
          modalKey={PLACE_MODALS.province}
          title={t('location.chooseProvince')}
          options={provinceOptions}
          selected={province.key}
        />
      )}
      <Picker
        modalKey={PLACE_MODALS.region}
        title={t('location.chooseRegion')}
        options={regionOptions}
        selected={region.key}
      />
      {cities.length > 0 && (
        <>
          <Picker
            modalKey={PLACE_MODALS.city}
            title={t('location.chooseCity', { region: regionName(region, locale) })}
            options={[wholeRegion, ...cities.map(cityOption)]}
            selected={city?.key ?? ''}
          />
          <Picker
            modalKey={PLACE_MODALS.secondaryCity}
            title={t('location.chooseCity', { region: regionName(region, locale) })}
            options={secondary.map(cityOption)}
            selected={city?.key}
          />
        </>
      )}
    </Box>
  );
}
