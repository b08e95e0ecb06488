/**
 * The stock Ionic Angular tabs app (bench/baseline-angular/), the benchmark's second stock app:
 * what `ionic start <name> tabs --type=angular` writes today, with Tabshell's tab names. Unlike the
 * stock React app it cannot be built from this repository's packages (it needs Angular and
 * `@ionic/angular`), so it has its own package.json and lockfile, installed on first use, and is
 * built by its own `ng build` (the `@angular/build:application` builder, production defaults).
 * Angular 22 needs Node 22 or later: both run on the Node that runs this file (the pinned Node 24
 * under `npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export const ANGULAR_DIR = join(import.meta.dirname, 'baseline-angular');

/** Where the last `npm ci` wrote the hash of the lockfile it installed. */
const STAMP = join(ANGULAR_DIR, 'node_modules', '.bench-lockfile-sha256');

const lockfileHash = () =>
  createHash('sha256')
    .update(readFileSync(join(ANGULAR_DIR, 'package-lock.json')))
    .digest('hex');

/**
 * The environment of another folder's own npm and ng: this Node first on the PATH, and none of the
 * `npm_*` settings that `npm run` hands its script (its `npm_config_local_prefix` would send
 * `npm ci` to this repository's root).
 */
export function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  return {
    ...env,
    PATH: [dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter),
    NG_CLI_ANALYTICS: 'false',
  };
}

/** Whether its node_modules is missing or was installed from another lockfile. */
export function angularInstallIsStale(): boolean {
  return !existsSync(STAMP) || readFileSync(STAMP, 'utf8').trim() !== lockfileHash();
}

/** Installs the folder's packages from its lockfile when they are missing or stale. */
export function installAngularBaseline(): void {
  if (!angularInstallIsStale()) return;
  process.stderr.write('Installing bench/baseline-angular (npm ci)…\n');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: ANGULAR_DIR,
    env: childEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  writeFileSync(STAMP, `${lockfileHash()}\n`);
}

/**
 * Installs the stock Angular app if need be and builds it into `outDir` (emptied first) with the
 * starter's `ng build`; returns the folder that holds its index.html.
 */
export function buildAngularBaseline(outDir: string): string {
  installAngularBaseline();
  const ng = join(ANGULAR_DIR, 'node_modules', '@angular', 'cli', 'bin', 'ng.js');
  try {
    execFileSync(process.execPath, [ng, 'build', '--output-path', outDir], {
      cwd: ANGULAR_DIR,
      env: childEnv(),
      // Its bundle table only when the build fails; warnings (stderr) always.
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (error) {
    const { stdout } = error as { stdout?: Buffer };
    if (stdout) process.stderr.write(stdout);
    throw error;
  }
  // The application builder writes the browser's files into `browser/` when given a path.
  const built = [outDir, join(outDir, 'browser')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );
  if (!built) throw new Error(`ng build wrote no index.html under ${outDir}`);
  return built;
}
