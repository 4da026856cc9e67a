import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

const widgets = () => import('./MemberWidgets');
const Bell = lazy(() => widgets().then((m) => ({ default: m.NotificationsBell })));
const Avatar = lazy(() => widgets().then((m) => ({ default: m.UserAvatar })));
const Badge = lazy(() => widgets().then((m) => ({ default: m.UnreadBadge })));
const Live = lazy(() => widgets().then((m) => ({ default: m.LiveUpdates })));

/** The notifications bell; its place is kept while it loads so the top bar does not move. */
export function MemberBell() {
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
      <Bell />
    </Suspense>
  );
}

/** The member's picture; a soft disc of the same size stands in while it loads. */
export function MemberAvatar(props: ComponentProps<typeof Avatar>) {
  const size = props.size ?? 26;
  return (
    <Suspense fallback={<Box sx={{ width: size, height: size, borderRadius: '50%', bgcolor: 'brand.soft' }} />}>
      <Avatar {...props} />
    </Suspense>
  );
}

/** An unread count on an icon (none at 0); the bare icon stands in while the badge loads. */
export function MemberBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Suspense fallback={children}>
      <Badge count={count}>{children}</Badge>
    </Suspense>
  );
}

/** The live stream for the signed-in member (mounted by the shell only when someone is signed in). */
export function MemberLiveUpdates() {
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  );
}
