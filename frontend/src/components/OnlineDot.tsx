import { useTranslation } from 'react-i18next';
import styles from './OnlineDot.module.css';

/** The green availability dot (marked available within 12 hours), named for screen readers. */
export function OnlineDot({ size = 10 }: { size?: number }) {
  const { t } = useTranslation('directory');
  const label = t('card.availableNow');
  return (
    <span className={styles.dot} role="img" aria-label={label} title={label} style={{ width: size, height: size }} />
  );
}
