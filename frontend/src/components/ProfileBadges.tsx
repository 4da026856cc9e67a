import { useTranslation } from 'react-i18next';
import styles from './ProfileBadges.module.css';

export type ProfileBadge = 'vip' | 'libertine' | 'new' | 'underReview' | 'verified';

/** Which badges a profile wears, most telling first (docs/product.md §4 VIP, libertine, under review; new members). */
export function badgesOf(profile: {
  vip: boolean;
  libertine: boolean;
  isNew: boolean;
  underReview: boolean;
  verified?: boolean;
}): ProfileBadge[] {
  const badges: ProfileBadge[] = [];
  if (profile.underReview) badges.push('underReview');
  if (profile.vip) badges.push('vip');
  if (profile.libertine) badges.push('libertine');
  if (profile.verified) badges.push('verified');
  if (profile.isNew) badges.push('new');
  return badges;
}

/** French badges agree with the profile's gender (Nouvelle, Vérifiée); English ones read the same. */
export function feminine(gender: string): 'female' | undefined {
  return gender === 'woman' || gender === 'trans-woman' ? 'female' : undefined;
}

/** Small solid pills, readable on top of a photo as well as on the page. */
export function ProfileBadges({ badges, gender }: { badges: readonly ProfileBadge[]; gender: string }) {
  const { t } = useTranslation('directory');
  if (badges.length === 0) return null;
  // Each badge's paint is ProfileBadges.module.css's, picked by its `data-badge`.
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge} data-badge={badge}>
          {t(`card.${badge}`, { context: feminine(gender) })}
        </li>
      ))}
    </ul>
  );
}
