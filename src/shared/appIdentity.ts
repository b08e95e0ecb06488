/**
 * Who the app is, in one place. `npm run rename -- com.acme.field "Field Notes"` rewrites these
 * three lines and the native projects, index.html and package.json to match (scripts/rename.ts).
 */

/** The store identity: Android's applicationId and package, iOS's bundle identifier. */
export const APP_ID = 'dev.tabshell.app';

/** The name people see: home screen, window title, manifest, Settings. */
export const APP_NAME = 'Tabshell';

/** The name in lower case: the deep-link scheme, the prefix of storage keys and of log lines. */
export const APP_SLUG = 'tabshell';

/** The tag in front of every console line the app writes: `[slug] …`. */
export const LOG_TAG = `[${APP_SLUG}]`;
