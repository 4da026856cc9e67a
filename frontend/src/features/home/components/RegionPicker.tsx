import type { Region } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { useLocale } from '@/lib/use-locale';
import { regionName } from '@/lib/place-name';
import styles from './Home.module.css';

/**
 * Quick-filter regions as toggle chips, wrapped onto as many rows as they need: a single row that scrolled
 * sideways hid the chips past the edge, the current region among them.
 */
export function RegionPicker({
  regions,
  selected,
  onSelect,
}: {
  regions: readonly Region[];
  selected: string;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  return (
    <div>
      <h2 id="home-regions" className={styles.title}>
        {t('regions.title')}
      </h2>
      <p className={styles.subtitle}>{t('regions.subtitle')}</p>
      <div role="group" aria-label={t('regions.label')} className={styles.chips}>
        {regions.map((region) => (
          <button
            key={region.key}
            type="button"
            aria-pressed={region.key === selected}
            onClick={() => onSelect(region.key)}
            className={styles.chip}
          >
            <Icon name="place" />
            <span className={styles.chipLabel}>{regionName(region, locale)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
