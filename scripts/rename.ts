/**
 * `npm run rename -- com.acme.field "Field Notes"`: gives the app a new id and name everywhere
 * (the identity file, the native projects, the static HTML, package.json). Idempotent; a malformed
 * id or name, or a file not as expected, is refused with a clear message and nothing is written.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  ANDROID_JAVA_ROOT,
  currentIdentity,
  IDENTITY_FILE,
  idProblem,
  nameProblem,
  planRename,
  RenameError,
  slugOf,
} from './renameApp.ts';

const root = join(import.meta.dirname, '..');
const USAGE =
  'Usage: npm run rename -- <app id> "<app name>"   for example: npm run rename -- com.acme.field "Field Notes"';

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Removes the directories a move left empty, up to (not including) the Java root. */
function pruneEmpty(dir: string): void {
  for (
    let at = dir;
    at !== ANDROID_JAVA_ROOT && at.startsWith(ANDROID_JAVA_ROOT);
    at = dirname(at)
  ) {
    if (readdirSync(join(root, at)).length > 0) return;
    rmdirSync(join(root, at));
  }
}

function main(args: readonly string[]): number {
  if (args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const [id, name] = args as [string, string];
  const problem =
    (idProblem(id) && `The app id "${id}" cannot be used: ${idProblem(id)}.`) ??
    (nameProblem(name) && `The app name "${name}" cannot be used: ${nameProblem(name)}.`);
  if (problem) {
    console.error(`${problem} Nothing was changed.\n${USAGE}`);
    return 1;
  }

  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const from = currentIdentity(read(IDENTITY_FILE));
  const to = { id, name, slug: slugOf(name, id) };
  if (from.id === to.id && from.name === to.name && from.slug === to.slug) {
    console.log(`The app is already ${to.name} (${to.id}): nothing to change.`);
    return 0;
  }

  const plan = planRename(read, filesUnder(ANDROID_JAVA_ROOT), from, to);
  for (const [path, text] of plan) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const [path, text] of plan) {
    if (text !== null) continue;
    unlinkSync(join(root, path));
    pruneEmpty(dirname(path));
  }
  console.log(
    `Renamed ${from.name} (${from.id}) to ${to.name} (${to.id}); URL scheme ${to.slug}://`,
  );
  for (const path of [...plan.keys()].sort())
    console.log(`  ${plan.get(path) === null ? 'removed' : 'wrote  '} ${path}`);
  console.log(
    'Next: `npm install` (the package name changed), `npm run sync` to copy the build into the native projects.\n' +
      'A new id is a new app to the stores and on devices: uninstall the old one from test devices.',
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof RenameError)) throw error;
  console.error(`${error.message} Nothing was changed.`);
  process.exitCode = 1;
}
