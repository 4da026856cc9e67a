import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { durationText, priceText } from '@/lib/rates';
import { useLocale } from '@/lib/use-locale';
import type { Rate } from '../api/profile-schema';
import styles from './ProfileRates.module.css';

const PLACES = ['incall', 'outcall'] as const;

/**
 * The rates table (docs/product.md §3): one row per duration, a column per place the profile has a price for, in
 * Canadian dollars. Nothing when the profile gives no rates.
 */
export function ProfileRates({ rates }: { rates: readonly Rate[] }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  if (rates.length === 0) return null;
  const places = PLACES.filter((place) => rates.some((rate) => rate.place === place));
  const durations = [...new Set(rates.map((rate) => rate.minutes))].sort((a, b) => a - b);
  const priceOf = (minutes: number, place: string) =>
    rates.find((rate) => rate.minutes === minutes && rate.place === place)?.price;
  return (
    <section aria-labelledby="profile-rates">
      <h2 id="profile-rates" className={styles.heading}>
        {t('facts.rates')}
      </h2>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{t('facts.ratesCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.columnHead}>
              {t('facts.duration')}
            </th>
            {places.map((place) => (
              <th key={place} scope="col" className={styles.columnHead}>
                {t(`profile.${place}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {durations.map((minutes) => (
            <tr key={minutes}>
              <th scope="row" className={styles.rowHead}>
                {durationText(minutes, t)}
              </th>
              {places.map((place) => {
                const price = priceOf(minutes, place);
                return (
                  <td key={place} className={styles.price}>
                    {price === undefined ? '—' : priceText(price, locale)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
