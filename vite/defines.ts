import { fileURLToPath } from 'node:url';
import pkg from '../package.json' with { type: 'json' };
import { LANDING_PATH } from '../src/tabs/tabList.ts';
import { buildId } from './buildId.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The constants the app's code reads (src/globals.d.ts), the same in the build and the tests. */
export const APP_DEFINES = {
  __APP_VERSION__: JSON.stringify(pkg.version),
  __APP_BUILD__: JSON.stringify(buildId(ROOT)),
  __LANDING_PATH__: JSON.stringify(LANDING_PATH),
};
