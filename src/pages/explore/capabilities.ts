import {
  arrowUndoOutline,
  cloudOfflineOutline,
  imageOutline,
  linkOutline,
  moonOutline,
  notificationsOutline,
  phonePortraitOutline,
} from 'ionicons/icons';

export type CapabilityId =
  | 'splash-screen'
  | 'status-bar'
  | 'dark-theme'
  | 'back-button'
  | 'offline'
  | 'deep-links'
  | 'tab-badges';

export interface Capability {
  readonly id: CapabilityId;
  readonly title: string;
  readonly icon: string;
  readonly summary: string;
  readonly description: string;
}

/** What Explore lists (P4); each opens `/tabs/explore/<id>`. */
export const capabilities: readonly Capability[] = [
  {
    id: 'splash-screen',
    title: 'Splash screen',
    icon: imageOutline,
    summary: 'Covers start-up on a device until the app is ready',
    description:
      'On Android and iOS the splash screen stays up (launchAutoHide is off) until the start-up sequence has set the status bar and applied the theme; then the app hides it. A step that fails or hangs cannot keep it up.',
  },
  {
    id: 'status-bar',
    title: 'Status bar',
    icon: phonePortraitOutline,
    summary: 'Default style at start-up, readable in either theme',
    description:
      'At start-up the status bar is set to its default style, which follows the device’s appearance. The web has no status bar of its own, so the step is skipped there.',
  },
  {
    id: 'dark-theme',
    title: 'Dark theme',
    icon: moonOutline,
    summary: 'Stored preference, or the system’s when none is stored',
    description:
      'The preference prefersDark is kept in local storage. A stored value wins; otherwise the system colour scheme is read, stored and used. Dark mode puts the class dark on the page body.',
  },
  {
    id: 'back-button',
    title: 'Back button',
    icon: arrowUndoOutline,
    summary: 'Closes an overlay first, then a menu, then goes back',
    description:
      'The hardware back button follows the toolkit’s priorities: an open overlay closes first (100), then an open menu (99), then navigation goes back. At the root of a tab on Android it leaves the app.',
  },
  {
    id: 'offline',
    title: 'Offline',
    icon: cloudOfflineOutline,
    summary: 'Starts with the network off after the first visit',
    description:
      'Once a service worker has stored the app, it starts and every tab works without a network connection.',
  },
  {
    id: 'deep-links',
    title: 'Deep links',
    icon: linkOutline,
    summary: 'Every page has its own address',
    description:
      'Each page, this one included, can be opened directly from its link. An address the app does not know leads to the home tab, quietly.',
  },
  {
    id: 'tab-badges',
    title: 'Tab badges',
    icon: notificationsOutline,
    summary: 'A count or a dot on a tab, from anywhere in the app',
    description:
      'Any page or platform code can put a badge on a tab: a count, shown up to 99 and then as 99+, or a dot for something new. It shows on the tab bar and on the rail of a wide window, and a screen reader hears it with the tab’s name.',
  },
];

export function findCapability(id: string | undefined): Capability | undefined {
  return capabilities.find((capability) => capability.id === id);
}
