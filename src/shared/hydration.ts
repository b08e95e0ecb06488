import { useLingui } from './i18n';
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

/** What a value reads until the app runs and can tell (P10). */
export function usePending(): string {
  return useLingui()._('pending');
}
