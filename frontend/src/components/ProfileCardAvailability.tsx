import { useTranslation } from 'react-i18next';
import { availableFromTime } from '@/lib/available-from';
import type { UserCard } from '@/lib/user-card';
import styles from './ProfileCard.module.css';

/**
 * "Available now" or "Available from 21:00" (docs/product.md §4), on the picture: above the name on phones, at the
 * picture's lower corner on wider screens (placed from the name's block, which starts where the picture ends).
 */
export function Availability({ card }: { card: UserCard }) {
  const { t, i18n } = useTranslation('directory');
  if (!card.onlineNow && !card.availableFrom) return null;
  const time = card.availableFrom ? availableFromTime(card.availableFrom, i18n.language) : '';
  // "Available now" wears a green dot before its words (ProfileCard.module.css, `.availableNow::before`).
  const className = card.onlineNow ? `${styles.availability} ${styles.availableNow}` : styles.availability;
  return (
    <div className={className}>
      {/* A phone card is too narrow for the whole phrase: the eye gets a short one, screen readers the whole. */}
      <span className={styles.availableShort} aria-hidden="true">
        {card.onlineNow ? t('card.availableNowShort') : t('card.availableFromShort', { time })}
      </span>
      <span className={styles.availableWhole}>
        {card.onlineNow ? t('card.availableNow') : t('card.availableFrom', { time })}
      </span>
    </div>
  );
}
