/**
 * The classes Ionic's page manager puts on a page (`@ionic/react`'s outlet and `@ionic/core`'s
 * transitions), which the app reads (which page is shown, src/shared/transitions.ts) and writes
 * (a kept tab shown at once, src/tabs/showKeptTab.ts). vite/ionic/boundary.test.ts checks them
 * against the installed packages, and the app's CSS against these names.
 */

/** A page the outlet keeps but does not show (`display: none` in Ionic's core CSS). */
export const PAGE_HIDDEN = 'ion-page-hidden';
/** A page entering, not yet shown (`opacity: 0` until its transition runs). */
export const PAGE_INVISIBLE = 'ion-page-invisible';
