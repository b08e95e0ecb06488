// Set at build time (vite/defines.ts, vite/bootScripts.ts).
declare const __APP_VERSION__: string;
declare const __APP_BUILD__: string;
declare const __LANDING_PATH__: string;
declare const __ROUTE_PATTERNS__: readonly string[];
/** Each language's tab titles, by tab id (vite/bootScripts.ts). */
declare const __SHELL_LABELS__: Readonly<Record<string, Readonly<Record<string, string>>>>;

// A message catalog, compiled by @lingui/vite-plugin (lingui.config.ts).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

// One mode's styles of Ionic's first-screen elements, by tag (vite/ionic/modeStyles.ts).
declare module 'virtual:ionic-styles/*' {
  const styles: Readonly<Record<string, string>>;
  export default styles;
}
