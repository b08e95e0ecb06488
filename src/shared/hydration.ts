import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether the app is running: false in the build's prerender (P10) and in the browser's render
 * that hydrates it, so both show the same markup; true from the render after (and at once when
 * the app renders without a prerendered page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** What a prerendered page says of what only the running app can know. */
export const PENDING = 'Checking…';
