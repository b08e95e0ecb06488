import {
  arrowUndoOutline,
  cloudOfflineOutline,
  imageOutline,
  linkOutline,
  moonOutline,
  notificationsOutline,
  phonePortraitOutline,
} from 'ionicons/icons';
import { msg } from '../../shared/i18n';

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
  /** Message ids (P14): each in words where it is shown. */
  readonly title: string;
  readonly icon: string;
  readonly summary: string;
  readonly description: string;
}

/** What Explore lists (P4); each opens `/tabs/explore/<id>`. */
export const capabilities: readonly Capability[] = [
  {
    id: 'splash-screen',
    title: msg('capability.splashScreen.title'),
    icon: imageOutline,
    summary: msg('capability.splashScreen.summary'),
    description: msg('capability.splashScreen.description'),
  },
  {
    id: 'status-bar',
    title: msg('capability.statusBar.title'),
    icon: phonePortraitOutline,
    summary: msg('capability.statusBar.summary'),
    description: msg('capability.statusBar.description'),
  },
  {
    id: 'dark-theme',
    title: msg('capability.darkTheme.title'),
    icon: moonOutline,
    summary: msg('capability.darkTheme.summary'),
    description: msg('capability.darkTheme.description'),
  },
  {
    id: 'back-button',
    title: msg('capability.backButton.title'),
    icon: arrowUndoOutline,
    summary: msg('capability.backButton.summary'),
    description: msg('capability.backButton.description'),
  },
  {
    id: 'offline',
    title: msg('capability.offline.title'),
    icon: cloudOfflineOutline,
    summary: msg('capability.offline.summary'),
    description: msg('capability.offline.description'),
  },
  {
    id: 'deep-links',
    title: msg('capability.deepLinks.title'),
    icon: linkOutline,
    summary: msg('capability.deepLinks.summary'),
    description: msg('capability.deepLinks.description'),
  },
  {
    id: 'tab-badges',
    title: msg('capability.tabBadges.title'),
    icon: notificationsOutline,
    summary: msg('capability.tabBadges.summary'),
    description: msg('capability.tabBadges.description'),
  },
];

export function findCapability(id: string | undefined): Capability | undefined {
  return capabilities.find((capability) => capability.id === id);
}
