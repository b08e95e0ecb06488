/** From `package.json`, set at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
/** The commit the build was made from, or its date when there is no git checkout. */
declare const __APP_BUILD__: string;
/** The landing tab's path (`/tabs/home`), for the boot scripts (vite/bootShell.ts). */
declare const __LANDING_PATH__: string;
/** The routes of the tabs as patterns (`/tabs/explore/:id`), for the boot scripts (vite/bootShell.ts). */
declare const __ROUTE_PATTERNS__: readonly string[];
