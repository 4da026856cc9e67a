import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true after: for what the server cannot know (a choice kept in
 * the browser) and must not show differently from the markup the browser adopts. The switch to true re-renders
 * only the component asking.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
