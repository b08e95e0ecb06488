import { execFileSync } from 'node:child_process';
import pkg from '../package.json' with { type: 'json' };
import { LANDING_PATH } from '../src/tabs/tabList.ts';

/** The commit the build is of (About, P5), or the day where there is no git. */
function buildId(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.toString().trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** The constants the app's code reads (src/globals.d.ts), the same in the build and the tests. */
export const APP_DEFINES = {
  __APP_VERSION__: JSON.stringify(pkg.version),
  __APP_BUILD__: JSON.stringify(buildId()),
  __LANDING_PATH__: JSON.stringify(LANDING_PATH),
};
