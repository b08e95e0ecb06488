/** The build's id (About, P5; the update check, P7): a hash of what the build is made from. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a build is made from: the app's sources and files, its packages, the build itself. */
export const BUILD_INPUTS = [
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'src',
  'public',
  'vite',
] as const;

/** Tests and the folders' maps (README.md) change no build. */
const IGNORED = /\.test\.tsx?$|\.md$/;

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)));
}

/**
 * Two builds share an id only when every input is the same, so a new deploy is always offered (a
 * commit or a day said nothing of what changed since); the outputs, which hold the id, are no input.
 */
export function buildId(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    if (IGNORED.test(file)) continue;
    hash.update(relative(root, join(root, file)).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}
