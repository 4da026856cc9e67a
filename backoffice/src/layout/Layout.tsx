import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, LoadingPage, useTranslate } from 'react-admin';
import { useStaffRole } from '../common/permissions';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { NoAccess } from './NoAccess';

/**
 * The react-admin demo's layout (app bar, side menu, content) for roles holding ACCESS_HQ; members without
 * it get the no-access screen on every route instead.
 */
export function Layout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { role, isPending, can } = useStaffRole();
  useEffect(() => {
    document.title = translate('annuaire.title');
  }, [translate]);
  if (isPending && !role) return <LoadingPage />;
  if (!can('ACCESS_HQ')) return <NoAccess />;
  return (
    // minWidth 0: wide tables scroll inside their card instead of widening the page past the screen.
    <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </RaLayout>
  );
}
