/**
 * What the rest of the site uses of accounts and sessions. The screens (log in, register, resets) are
 * loaded lazily by app/routes.tsx; the signed-in member itself is lib/current-user.ts.
 */
export { RouteGuard } from './components/RouteGuard';
export { logout, useLogout } from './api/logout';
export { logoutAllDevices, useLogoutAllDevices } from './api/logout-all-devices';
