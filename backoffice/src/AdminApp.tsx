import { cloneElement, useMemo, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { authProvider as siteSession } from './common/authProvider';
import { dataProvider as adminApi } from './common/dataProvider';
import { hasPermission, mayPerform, roleOf } from './common/permissions';
import { CampaignStatistics } from './campaigns/statistics/CampaignStatistics';
import { Dashboard } from './dashboard/Dashboard';
import { createI18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { staffToolResources } from './resources';
import { darkTheme, lightTheme } from './theme/theme';
import { usersResource } from './users';
import { MergeUsers } from './users/merge/MergeUsers';

export interface AdminAppProps {
  /** Where the app is mounted (`/hq`); links are built under it. */
  readonly basename?: string;
  /** Tests pass their own; the real ones talk to the API with the site's session. */
  readonly dataProvider?: DataProvider;
  readonly authProvider?: AuthProvider;
  readonly i18nProvider?: I18nProvider;
  readonly store?: Store;
}

/** Elements of a list need keys; the staff tools' resources may come without. */
const keyed = (elements: ReactElement[], prefix: string) =>
  elements.map((element, index) => (element.key ? element : cloneElement(element, { key: `${prefix}-${index}` })));

/**
 * The staff app: composed only. Which resources exist depends on the role (docs/product.md §6): users for staff who
 * read users, then the staff tools' resources the role may use (./resources.tsx), then custom pages.
 */
export function AdminApp({
  basename,
  dataProvider = adminApi,
  authProvider = siteSession,
  i18nProvider,
  store,
}: AdminAppProps) {
  const i18n = useMemo(() => i18nProvider ?? createI18nProvider(), [i18nProvider]);
  return (
    <Admin
      basename={basename}
      title="annuaire.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18n}
      store={store}
      layout={Layout}
      notification={Notification}
      dashboard={Dashboard}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="dark"
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {(permissions) => {
        const role = roleOf(permissions);
        if (!role) return [];
        return [
          ...(hasPermission(role, 'VIEW_ALL_USERS')
            ? [<Resource key="users" name="users" {...usersResource(role)} />]
            : []),
          ...keyed(staffToolResources(role), 'staff-tool'),
          <CustomRoutes key="custom">
            {mayPerform(role, 'mergeUsers') ? <Route path="/merge-users" element={<MergeUsers />} /> : null}
            {hasPermission(role, 'CAMPAIGNS') ? (
              <Route path="/campaign-statistics" element={<CampaignStatistics />} />
            ) : null}
          </CustomRoutes>,
        ];
      }}
    </Admin>
  );
}
