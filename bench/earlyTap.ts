/**
 * What the bench's early tap taps and waits for (measure.ts): the tapped tab's button on Ionic's
 * tab bar, or on Tabshell's painted shell while a plain host's hop brings the page (the tab bar a
 * person sees then, which selects the tab and shows its title in the tap's frame).
 */
import {
  BOOT_SELECTED_CLASS,
  BOOT_SHELL_ID,
  BOOT_TABS_CLASS,
  BOOT_TITLE_CLASS,
} from '../src/startup/shell.ts';

export interface EarlyTapSelectors {
  /** What must be hittable before the tap: the app's ready element, or the shell's tab bar. */
  readonly ready: string;
  /** The tapped tab's button. */
  readonly tap: string;
  /** That tab, selected. */
  readonly selectedTab: string;
  /** The headings in which its title shows the page is there. */
  readonly headings: string;
}

/** The selectors of an early tap on `tab`, for an app `ready` once its element is, titled in `titles`. */
export function earlyTapSelectors(tab: string, ready: string, titles: string): EarlyTapSelectors {
  const shell = `#${BOOT_SHELL_ID}`;
  const shellTab = `${shell} [data-tab="${tab}"]`;
  return {
    ready: `${ready}, ${shell} .${BOOT_TABS_CLASS}`,
    tap: `ion-tab-button[tab="${tab}"], ${shellTab}`,
    selectedTab: `ion-tab-button[tab="${tab}"].tab-selected, ${shellTab}.${BOOT_SELECTED_CLASS}`,
    headings: `${titles}, ${shell} .${BOOT_TITLE_CLASS}`,
  };
}
