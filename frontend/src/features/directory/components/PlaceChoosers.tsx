import { regionsOf, type ParsedListingPath } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';
import { PLACE_MODALS } from '../place-modals';
import type { PlaceOption } from './PlacePickerDialog';
import { Picker } from './PlacePickers';
import { citiesByShare, mainRegionOf, PROVINCES } from './place-options';

/**
 * The location pickers' dialogs (province, region, city, more cities), each opened by its `?{key}=open`. Mounted
 * once per listing, apart from the place bar, which the page shows twice (in the page on wide screens, in the
 * filter sheet on phones): one dialog per key, whichever bar's button asked for it.
 */
export function PlaceChoosers({ parsed, filters }: { parsed: ParsedListingPath; filters: ListingFilters }) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const { category, province, region, city } = parsed;
  const to = (regionKey: string, cityKey?: string) =>
    listingHref({ category, region: regionKey, city: cityKey }, filters);
  const { cities, secondary } = citiesByShare(region);

  const provinceOptions: PlaceOption[] = PROVINCES.flatMap((candidate) => {
    const main = mainRegionOf(candidate);
    return main ? [{ key: candidate.key, label: candidate.label[locale], to: to(main.key) }] : [];
  });
  const regionOptions: PlaceOption[] = regionsOf(province.key).map((candidate) => ({
    key: candidate.key,
    label: candidate.label[locale],
    to: to(candidate.key),
  }));
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

  return (
    <>
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
    </>
  );
}
