import { findRegion, listingPath } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { buttonClass, endIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { ProfileCardGrid, ProfileCardGridSkeleton } from '@/components/ProfileCardGrid';
import { FavoriteButton } from '@/features/favorites';
import { useProfilePrefetch } from '@/features/profile';
import type { UserCard } from '@/lib/user-card';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { HomeAnswer } from '../api/home-schema';
import { SECTIONS, type SectionKey } from '../sections';
import styles from './Home.module.css';

/** Each section's full listing: the region's "all" listing narrowed or ordered the same way (docs/product.md §2). */
const MORE: Record<SectionKey, string> = { availableNow: '?only=available', vip: '?only=vip', newest: '?sort=newest' };

function Section({
  id,
  title,
  more,
  moreLabel,
  cards,
  eager,
  busy,
}: {
  id: string;
  title: string;
  more: string;
  moreLabel: string;
  cards: readonly UserCard[];
  eager: boolean;
  busy: boolean;
}) {
  const prefetch = useProfilePrefetch();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <LocaleLink to={more} className={buttonClass('primaryText')}>
        {moreLabel}
        <Icon name="arrowForward" small className={endIcon} />
      </LocaleLink>
      <div className={styles.cards}>
        <ProfileCardGrid
          cards={cards}
          eagerCount={eager ? 4 : 0}
          busy={busy}
          label={title}
          action={(card) => <FavoriteButton card={card} />}
          prefetch={prefetch}
        />
      </div>
    </section>
  );
}

/**
 * Real faces from the first screen (docs/product.md §2 home): the region's profiles available now, its VIPs and its
 * newest members, each with a link to the whole listing. Empty sections are left out; the first shown loads its
 * pictures at once, the others as they near the screen.
 */
export function HomeProfiles({
  answer,
  pending,
  busy,
}: {
  answer: HomeAnswer | undefined;
  pending: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  if (!answer) return pending ? <ProfileCardGridSkeleton count={4} /> : null;
  // Named after the answer's region, not the one being asked for: while a new region loads, the cards shown
  // (dimmed) are still the previous region's.
  const region = findRegion(undefined, answer.region);
  const place = region ? regionName(region, locale) : answer.region;
  const shown = SECTIONS.filter((key) => answer[key].length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={styles.sections}>
      {shown.map((key, index) => (
        <Section
          key={key}
          id={`home-${key}`}
          title={t(`profiles.${key}`, { region: place })}
          more={listingPath({ category: 'all', region: answer.region }) + MORE[key]}
          moreLabel={t('profiles.more')}
          cards={answer[key]}
          eager={index === 0}
          busy={busy}
        />
      ))}
    </div>
  );
}
