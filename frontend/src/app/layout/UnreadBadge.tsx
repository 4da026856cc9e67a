import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { formatBadge } from './nav-model';

/** A count on an icon: hidden at 0, "99+" past 99. The link around it carries the count in its label. */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge color="error" badgeContent={count > 0 ? formatBadge(count) : null} invisible={count <= 0} overlap="circular">
      {children}
    </Badge>
  );
}
