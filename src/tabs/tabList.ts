import { compassOutline, homeOutline, settingsOutline } from 'ionicons/icons';

/**
 * The tabs as the tab bar shows them (P1, P2), in order: plain data, so the build can paint the
 * same tab bar into index.html before any script has run (vite/bootShell.ts). Each tab's pages are
 * in `tabs.ts`; the type there insists that every tab here has them.
 */
export const TAB_LIST = [
  { id: 'home', title: 'Home', icon: homeOutline },
  { id: 'explore', title: 'Explore', icon: compassOutline },
  { id: 'settings', title: 'Settings', icon: settingsOutline },
] as const;

export type TabId = (typeof TAB_LIST)[number]['id'];
