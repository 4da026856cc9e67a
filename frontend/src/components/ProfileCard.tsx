import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefetchNear } from '@/lib/use-prefetch-near';
import type { UserCard } from '@/lib/user-card';
import { LocaleLink } from './LocaleLink';
import { cardPlaceName } from '@/lib/card-place';
import { useLocale } from '@/lib/use-locale';
import { Placeholder } from './Placeholder';
import styles from './ProfileCard.module.css';
import { ProfileBadges, badgesOf } from './ProfileBadges';
import { Availability } from './ProfileCardAvailability';
import { ProfileImage } from './ProfileImage';
import { ProfileTags } from './ProfileTags';
import { ringOf } from './profile-ring';

/** The card's rendered width at each of the grid's steps (ProfileCard.module.css `.grid`): 2, 3, then 4 columns. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 290px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw';

interface ProfileCardProps {
  card: UserCard;
  /** First row of a listing: its pictures are the page's largest paint. */
  eager?: boolean;
  /** A control laid over the picture's corner (the favorite button), outside the card's link. */
  action?: ReactNode;
  /** Called once when the card comes near the viewport: the listing prefetches the profile it links to. */
  onNear?: () => void;
}

/**
 * A listing card (docs/product.md §2, §4): portrait picture framed by the profile's ring, badges, availability,
 * username, city (and age when the profile shows it), headline (or the start of the bio) and up to three tags. The
 * whole card links to the profile. On phones (below `sm`) the card is its picture: availability, name and place
 * lie on its lower part over a scrim, and the headline and tags wait for the profile page.
 */
export function ProfileCard({ card, eager = false, action, onNear }: ProfileCardProps) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const nearRef = usePrefetchNear<HTMLElement>(onNear);
  const ring = ringOf(card);
  const excerpt = card.headline || card.bio;
  const place = cardPlaceName(card.location, locale);
  const facts = [place, typeof card.age === 'number' ? t('card.age', { age: card.age }) : null].filter(Boolean);
  // Plain elements and one static stylesheet (ProfileCard.module.css): a listing renders 24 of these, and styling
  // each with emotion cost phones its work during hydration and long class lists in the HTML.
  return (
    <article ref={nearRef} className={styles.card} data-ring={ring === 'none' ? undefined : ring}>
      <LocaleLink to={`/user/${encodeURIComponent(card.username)}`} className={styles.link}>
        <div className={styles.photo}>
          <ProfileImage
            picture={card.profilePicture}
            placeholder={card.placeholder}
            alt={t('card.photoOf', { username: card.username })}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
          />
          <ProfileBadges badges={badgesOf(card)} gender={card.gender} />
        </div>
        <div className={styles.caption}>
          <Availability card={card} />
          <h3 className={styles.name}>{card.username}</h3>
          {facts.length > 0 && <p className={styles.place}>{facts.join(' · ')}</p>}
        </div>
        <div className={styles.details}>
          {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
          <ProfileTags tags={card.tags} max={3} oneLine />
        </div>
      </LocaleLink>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

/** The same card's shape while its data loads. */
export function ProfileCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonPhoto}>
        <Placeholder shape="block" component="div" height="100%" />
      </div>
      <div className={styles.skeletonDetails}>
        <Placeholder width="55%" height={24} />
        <Placeholder width="95%" />
        <Placeholder width="70%" />
        <div className={styles.skeletonTags}>
          <Placeholder shape="block" width={56} height={24} radius={999} />
          <Placeholder shape="block" width={44} height={24} radius={999} />
        </div>
      </div>
    </div>
  );
}
