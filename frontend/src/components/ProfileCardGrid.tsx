import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import type { UserCard } from '@/lib/user-card';
import { CARD_GRID_COLUMNS, ProfileCard, ProfileCardSkeleton } from './ProfileCard';

/** Tighter on phones, where two rows of faces should fit the first screen under the listing's header. */
const CARD_GRID_GAP = { xs: 1, sm: 1.5, md: 2 };

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
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: CARD_GRID_GAP,
        gridTemplateColumns: CARD_GRID_COLUMNS,
        opacity: busy ? 0.55 : 1,
        transition: 'opacity 150ms',
      }}
    >
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
    </Box>
  );
}

/** The grid's shape while the first answer loads. */
export function ProfileCardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: CARD_GRID_GAP, gridTemplateColumns: CARD_GRID_COLUMNS }} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <ProfileCardSkeleton key={index} />
      ))}
    </Box>
  );
}
