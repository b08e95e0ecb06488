import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/** False in the prerender (P10) and the render that hydrates it, so both match; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

export const PENDING = 'Checking…';
