import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { onSystemSchemeChange, systemPrefersDarkIfKnown } from '../platform/browser';
import type { ThemeState } from './prefersDark';
import { themeStore } from './themeStore';

/**
 * P5: the theme in force is what the system says now, so "Use system setting" would change
 * nothing: the value read from the system, or a stored one (S6 stores the system's too) that the
 * system agrees with. Not a value the system no longer agrees with, nor one kept for the session
 * only (storage refused it). Where the system cannot be read, only the value read at start-up.
 */
export function followsSystem(theme: ThemeState, systemDark: boolean | undefined): boolean {
  if (theme.source !== 'system' && theme.source !== 'stored') return false;
  if (systemDark === undefined) return theme.source === 'system';
  return theme.prefersDark === systemDark;
}

/** `followsSystem` for the current theme and the system's appearance, kept up to date with both. */
export function useFollowsSystem(): boolean {
  const theme = useStore(themeStore);
  const systemDark = useSyncExternalStore(
    onSystemSchemeChange,
    systemPrefersDarkIfKnown,
    () => undefined,
  );
  return followsSystem(theme, systemDark);
}
