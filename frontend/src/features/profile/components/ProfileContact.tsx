import { useTranslation } from 'react-i18next';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { FavoriteLabelledButton } from '@/features/favorites';
import type { Profile } from '../api/get-profile';
import { recordProfileEvent } from '../api/record-view';
import { telHref } from '../profile-facts';
import styles from './ProfileContact.module.css';

/**
 * How to reach the advertiser: the favorite heart, a message when messaging is available (docs/product.md §6), and
 * the phone and email they chose to show. Each contact tap counts in their statistics.
 */
export function ProfileContact({ profile, own }: { profile: Profile; own: boolean }) {
  const { t } = useTranslation('profile');
  const contacted = () => recordProfileEvent('user_contact', profile);
  const phone = profile.contact?.phone;
  const email = profile.contact?.email;
  return (
    <section aria-labelledby="profile-contact" className={styles.contact}>
      <h2 id="profile-contact" className={styles.heading}>
        {t('profile.contact')}
      </h2>
      {!own && profile.messagingAvailable && (
        <LocaleLink
          to={`/messages/${encodeURIComponent(profile.username)}`}
          onClick={contacted}
          className={buttonClass('contained', { large: true })}
        >
          <Icon name="chatBubbleOutline" className={startIcon} />
          {t('profile.message')}
        </LocaleLink>
      )}
      {phone && (
        <a
          href={telHref(phone)}
          onClick={contacted}
          aria-label={t('profile.call', { phone })}
          className={buttonClass('outlined', { large: true, className: styles.outlined })}
        >
          <Icon name="phone" className={startIcon} />
          {phone}
        </a>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          onClick={contacted}
          aria-label={t('profile.email', { email })}
          className={buttonClass('outlined', { large: true, className: `${styles.outlined} ${styles.email}` })}
        >
          <Icon name="mailOutline" className={startIcon} />
          {email}
        </a>
      )}
      {!own && <FavoriteLabelledButton card={profile} />}
      {!profile.messagingAvailable && !phone && !email && <p className={styles.note}>{t('profile.noContact')}</p>}
      {!own && !profile.messagingAvailable && (phone || email) && (
        <p className={styles.note}>{t('profile.messageUnavailable')}</p>
      )}
    </section>
  );
}
