// Capacitor runs this after it copies the web build into a native project (`capacitor:copy:after`
// in package.json, on `cap sync` and `cap copy`). Plain JavaScript: Capacitor may run it with
// whatever Node is on PATH.
//
// P10 on devices: each native app loads `index.html`, the landing page, and should find it
// prerendered in its own platform's Ionic mode so the splash screen hides onto a page that is
// already there. The build writes the Material pages at the site's root and the iOS ones under
// `ios/` (src/shared/site.ts): the iOS app gets the iOS pages in their place, the Android app
// keeps the Material ones; neither ships the other's, nor the pages as the service worker keeps
// them (`linked/`, src/shared/site.ts): an app has no service worker.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const IOS_FOLDER = 'ios';
const LINKED_FOLDER = 'linked';
const platform = process.env.CAPACITOR_PLATFORM_NAME;
const config = JSON.parse(process.env.CAPACITOR_CONFIG ?? '{}');
const root = process.env.CAPACITOR_ROOT_DIR ?? process.cwd();

/** Where Capacitor copies the web build in each native project (its templates' layout). */
const publicDir = {
  ios: join(root, config.ios?.path ?? 'ios', 'App', 'App', 'public'),
  android: join(root, config.android?.path ?? 'android', 'app', 'src', 'main', 'assets', 'public'),
}[platform];

if (!publicDir || !existsSync(publicDir)) {
  console.log(`native-pages: nothing to do for ${platform ?? 'no platform'}`);
} else {
  rmSync(join(publicDir, LINKED_FOLDER), { recursive: true, force: true });
  const iosPages = join(publicDir, IOS_FOLDER);
  if (!existsSync(iosPages)) {
    // A build without prerendered pages (PRERENDER=0): the app renders on the client.
    console.log('native-pages: the web build has no prerendered pages');
  } else {
    if (platform === 'ios') cpSync(iosPages, publicDir, { recursive: true });
    rmSync(iosPages, { recursive: true });
    const mode = platform === 'ios' ? 'iOS' : 'Material';
    console.log(`native-pages: the ${platform} app opens on its ${mode} pages`);
  }
}
