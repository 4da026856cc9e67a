import { useLocaleState, useTranslate } from 'react-admin';
import type { AdFiguresSeries } from '@annuaire/shared';
import { dateLocale } from '../../common/fields';
import { partnerLinkNumber } from './figures';

export interface SeriesDescription {
  readonly block: string;
  readonly placement: string;
  readonly advertiser: string;
  readonly link: string;
}

/** How the screen and its CSV name a series and write its numbers, in the staff member's language. */
export function useDescribe() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const integer = new Intl.NumberFormat(dateLocale(locale));
  const percent = new Intl.NumberFormat(dateLocale(locale), { style: 'percent', maximumFractionDigits: 2 });
  const t = (key: string, options?: object) => translate(`annuaire.campaigns.statistics.${key}`, options);
  return {
    locale,
    t,
    series(series: AdFiguresSeries): SeriesDescription {
      const partner = partnerLinkNumber(series.blockId);
      const block =
        partner !== null
          ? t('partnerLink', { number: partner })
          : series.layoutName
            ? translate(`annuaire.campaigns.layouts.${series.layoutName}`)
            : t('deletedBlock');
      const placement =
        series.placement === 'menu'
          ? t('menuPlacement')
          : translate(`annuaire.campaigns.placements.${series.placement}`, { _: series.placement });
      return { block, placement, advertiser: series.ownerUsername ?? '', link: series.href ?? '' };
    },
    integer: (value: number) => integer.format(value),
    /** A rate, or a dash when there is none (no impressions). */
    rate: (value: number | null) => (value === null ? '—' : percent.format(value)),
  };
}
