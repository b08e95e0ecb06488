/** Who the app is, in one place: `npm run rename` rewrites these lines (scripts/rename.ts). */

export const APP_ID = 'dev.tabshell.app';

export const APP_NAME = 'Tabshell';

/** Lower case: the deep-link scheme, the prefix of storage keys and of log lines. */
export const APP_SLUG = 'tabshell';

export const LOG_TAG = `[${APP_SLUG}]`;
