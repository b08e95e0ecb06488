import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');

/** Runs a command; returns its exit status and output. */
export function run(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' },
) {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8', env });
  return { status: done.status, out: `${done.stdout}${done.stderr}` };
}

export const git = (cwd: string, ...args: string[]) =>
  run(cwd, 'git', ['-c', 'user.name=scratch', '-c', 'user.email=scratch@test.invalid', ...args]);

/** Runs a script on the Node that runs the tests (the project's pinned Node). */
export const node = (cwd: string, ...args: string[]) => run(cwd, process.execPath, args);

/**
 * A copy of the project (its tracked and new files, never ignored ones) under git, sharing the
 * project's node_modules through links, for tests that change the project as a user would.
 * Capacitor's packages are copied instead: `cap sync` writes their resolved paths into the
 * native projects, which must stay `../node_modules/@capacitor/…`.
 */
export function scratchCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'scratch-'));
  const files = run(repo, 'git', ['ls-files', '--cached', '--others', '--exclude-standard']).out;
  for (const file of files.split('\n').filter((path) => path && existsSync(join(repo, path)))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repo, file), join(dir, file));
  }
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    const from = join(repo, 'node_modules', entry);
    const to = join(dir, 'node_modules', entry);
    mkdirSync(dirname(to), { recursive: true });
    if (entry === '@capacitor') cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    else symlinkSync(from, to);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'scratch copy');
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
