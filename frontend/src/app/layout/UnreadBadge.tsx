import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { formatBadge } from './nav-model';

/**
 * A count on an icon: none at 0, "99+" past 99. The link around it carries the count in its label. At 0
 * there is no Badge at all: a fading MUI badge keeps showing its last number, which would contradict the
 * label until the fade ends.
 */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Badge color="error" badgeContent={formatBadge(count)} overlap="circular">
      {children}
    </Badge>
  );
}
