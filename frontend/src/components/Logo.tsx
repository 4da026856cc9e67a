import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { FleurDeLis, MapleLeaf } from './glyphs';
import styles from './Logo.module.css';

/** The variant's mark: its primary colour, with the fleur-de-lis (Quebec) or the maple leaf (Canada). */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={variant.primary} />
          <stop offset="1" stopColor={variant.primary} stopOpacity="0.62" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <rect x="0.5" y="0.5" width="39" height="39" rx="10.5" fill="none" stroke="#fff" strokeOpacity="0.18" />
      {variant.website === 'QC' ? (
        <FleurDeLis x={8} y={7} size={24} fill="#fff" />
      ) : (
        <MapleLeaf x={7} y={7} size={26} fill="#fff" />
      )}
    </svg>
  );
}

/**
 * Mark and wordmark; the wordmark is text so it stays crisp and follows the theme's font. Plain elements and a static
 * stylesheet (Logo.module.css): the logo is in every page's top bar and footer.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo}>
      <LogoMark size={compact ? 32 : 36} />
      <span className={styles.words}>
        <span className={styles.wordmark}>{t('site.wordmark')}</span>{' '}
        <span className={styles.variant}>{t(`site.variantLabel.${variant.website}`)}</span>
      </span>
    </span>
  );
}
