import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { onSystemSchemeChange, systemPrefersDarkIfKnown } from '../platform/browser';
import type { ThemeState } from './prefersDark';
import { themeStore } from './themeStore';

/** P5: whether the theme in force is what the system says now. */
export function followsSystem(theme: ThemeState, systemDark: boolean | undefined): boolean {
  if (theme.source !== 'system' && theme.source !== 'stored') return false;
  if (systemDark === undefined) return theme.source === 'system';
  return theme.prefersDark === systemDark;
}

export function useFollowsSystem(): boolean {
  const theme = useStore(themeStore);
  const systemDark = useSyncExternalStore(
    onSystemSchemeChange,
    systemPrefersDarkIfKnown,
    () => undefined,
  );
  return followsSystem(theme, systemDark);
}
