import { Notification as RaNotification } from 'react-admin';

/** docs/product.md §9 toasts: top centre, hidden after 4 s, kept when the window loses focus. */
export function Notification() {
  return <RaNotification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={4000} />;
}
