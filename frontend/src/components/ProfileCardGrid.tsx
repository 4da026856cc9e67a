import { Fragment, type ReactNode } from 'react';
import type { UserCard } from '@/lib/user-card';
import { ProfileCard, ProfileCardSkeleton } from './ProfileCard';
import styles from './ProfileCard.module.css';

/** Cards in the listing grid; the first row loads eagerly since it is what the visitor sees first. */
export function ProfileCardGrid({
  cards,
  eagerCount = 4,
  busy = false,
  label,
  action,
  prefetch,
  after,
}: {
  cards: readonly UserCard[];
  /** Cards whose pictures load at once (the first row on a wide screen); a grid further down the page says 0. */
  eagerCount?: number;
  busy?: boolean;
  label: string;
  /** The control each card carries (the favorite button). */
  action?: (card: UserCard) => ReactNode;
  /** Warms up a card's profile page as the card comes near the viewport (the profile feature's prefetch). */
  prefetch?: (card: UserCard) => void;
  /** What follows a card in the grid (the listing's card ads), as its own list item; the cards keep their order. */
  after?: (index: number) => ReactNode;
}) {
  // Columns and gaps by screen width are ProfileCard.module.css's `.grid`; a busy grid is dimmed from its aria-busy.
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy}>
      {cards.map((card, index) => (
        <Fragment key={card._id}>
          <li>
            <ProfileCard
              card={card}
              eager={index < eagerCount}
              action={action?.(card)}
              onNear={prefetch && (() => prefetch(card))}
            />
          </li>
          {after?.(index)}
        </Fragment>
      ))}
    </ul>
  );
}

/** The grid's shape while the first answer loads. */
export function ProfileCardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <ProfileCardSkeleton key={index} />
      ))}
    </div>
  );
}
