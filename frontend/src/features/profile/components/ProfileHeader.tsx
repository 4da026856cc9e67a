import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonBaseClass } from '@/components/controls';
import { Icon, type IconName } from '@/components/Icon';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import { ProfileBadges, badgesOf } from '@/components/ProfileBadges';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { availableFromTime } from '@/lib/available-from';
import { useQueryModal } from '@/lib/use-query-modal';
import { ringOf } from '@/components/profile-ring';
import type { Profile } from '../api/get-profile';
import { availabilityOf, lastSeenBucket, memberMonths } from '../last-seen';
import { PROFILE_MODALS } from '../modals';
import styles from './ProfileHeader.module.css';

function Fact({ icon, children, online }: { icon: IconName; children: ReactNode; online?: boolean }) {
  return (
    <li className={online ? `${styles.fact} ${styles.online}` : styles.fact}>
      <Icon name={icon} className={styles.factIcon} />
      <span className={styles.factText}>{children}</span>
    </li>
  );
}

/**
 * Who this is: the avatar (a button to the full-screen picture when there is one), username, badges,
 * availability, last-seen bucket and membership length (docs/product.md §4, §9), and the headline.
 */
export function ProfileHeader({ profile, now }: { profile: Profile; now: Date }) {
  const { t, i18n } = useTranslation('profile');
  const viewer = useQueryModal(PROFILE_MODALS.profilePicture);
  const availability = availabilityOf(profile, now);
  const seen = lastSeenBucket(profile.lastSeenAt, now);
  const months = memberMonths(profile.memberSince, now);
  const ring = ringOf(profile);
  const avatar = (decorative: boolean) => (
    <ProfileAvatar
      picture={profile.profilePicture}
      placeholder={profile.placeholder}
      username={profile.username}
      ring={ring}
      size="medium"
      online={profile.onlineNow}
      gender={profile.gender}
      decorative={decorative}
    />
  );
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {profile.profilePicture ? (
          // The button lies over the avatar rather than around it: a button holds phrasing content only, and the
          // avatar is made of blocks (the W3C checker's content model).
          <div className={styles.avatar}>
            {avatar(true)}
            <button
              type="button"
              onClick={viewer.openModal}
              aria-haspopup="dialog"
              className={buttonBaseClass(styles.viewPicture)}
            >
              <VisuallyHidden>{t('profile.viewPicture', { username: profile.username })}</VisuallyHidden>
            </button>
          </div>
        ) : (
          avatar(false)
        )}
        <div className={styles.name}>
          <h1 className={styles.username}>{profile.username}</h1>
          {/* The avatar already wears the badge of its ring. */}
          <ProfileBadges badges={badgesOf(profile).filter((badge) => badge !== ring)} gender={profile.gender} />
        </div>
      </div>
      {profile.headline && <p className={styles.headline}>{profile.headline}</p>}
      <ul className={styles.facts}>
        <Fact icon="circle" online={availability === 'available'}>
          {profile.availableFrom
            ? t('profile.availability.from', { time: availableFromTime(profile.availableFrom, i18n.language) })
            : t(`profile.availability.${availability}`)}
        </Fact>
        {seen && availability !== 'available' && <Fact icon="history">{t(`profile.lastSeen.${seen}`)}</Fact>}
        <Fact icon="eventAvailable">
          {months >= 1 ? t('profile.memberFor', { count: months }) : t('profile.newMember')}
        </Fact>
      </ul>
    </header>
  );
}
