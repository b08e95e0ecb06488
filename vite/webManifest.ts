import { LAUNCH_BACKGROUND, THEME_COLOUR } from '../capacitor.config.ts';
import { APP_NAME } from '../src/shared/appIdentity.ts';

/** The web app manifest's file, linked from index.html. */
export const WEB_MANIFEST = 'manifest.webmanifest';

/** P7: installable, starting at `/` in a window of its own. */
export function webManifest() {
  return {
    name: APP_NAME,
    short_name: APP_NAME,
    description: 'A tabbed app shell for the web, Android and iOS.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: THEME_COLOUR.light,
    background_color: LAUNCH_BACKGROUND.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
