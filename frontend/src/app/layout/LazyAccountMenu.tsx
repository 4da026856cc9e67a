import { lazy, Suspense } from 'react';
import type { AccountMenuProps } from './AccountMenu';

/** Most visits are by visitors, and members seldom open the menu: its code stays out of the first load. */
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** The member's menu, loaded once `wanted` (see useMenuAnchor). */
export function LazyAccountMenu({ wanted, ...props }: AccountMenuProps & { wanted: boolean }) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
