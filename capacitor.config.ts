import type { CapacitorConfig } from '@capacitor/cli';
import { APP_ID, APP_NAME } from './src/shared/appIdentity.ts';

/** The app's background in each theme: the splash screen matches it, so no flash between them. */
export const LAUNCH_BACKGROUND = { light: '#ffffff', dark: '#121212' } as const;
/**
 * The browser's and the installed app's bar in each theme: index.html's `theme-color` and the web
 * app manifest's. Ionic's toolbar colours, so the bar runs on into the app's header.
 */
export const THEME_COLOUR = { light: '#f7f7f7', dark: '#1f1f1f' } as const;
/** The brand's colour: the icons' tile (scripts/native-assets.ts, Android's launcher background). */
export const BRAND_COLOUR = '#3880ff';

const config: CapacitorConfig = {
  appId: APP_ID,
  appName: APP_NAME,
  webDir: 'dist',
  server: {
    // Only the app's own origin: no cleartext HTTP, no navigation to other sites in the WebView.
    cleartext: false,
    allowNavigation: [],
  },
  android: {
    allowMixedContent: false,
    // WebView debugging follows the build type: on in debug builds, off in release builds.
  },
  plugins: {
    SplashScreen: {
      // S11: the app hides the splash screen itself, once the seed's sequence has run (S8).
      launchAutoHide: false,
      backgroundColor: LAUNCH_BACKGROUND.light,
      showSpinner: false,
    },
    SystemBars: {
      // Android 15+ draws edge to edge: the WebView gets the real insets as CSS variables.
      insetsHandling: 'css',
      initialViewportFitValueHint: 'cover',
    },
  },
};

export default config;
