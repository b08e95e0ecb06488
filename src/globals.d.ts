// Set at build time (vite/defines.ts, vite/bootShell.ts).
declare const __APP_VERSION__: string;
declare const __APP_BUILD__: string;
declare const __LANDING_PATH__: string;
declare const __ROUTE_PATTERNS__: readonly string[];
