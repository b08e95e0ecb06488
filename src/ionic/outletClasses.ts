/** The classes Ionic's outlet puts on a page; boundary.test.ts checks them against Ionic. */

export const PAGE_HIDDEN = 'ion-page-hidden';
export const PAGE_INVISIBLE = 'ion-page-invisible';
