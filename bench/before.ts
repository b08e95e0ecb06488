/**
 * Tabshell at an earlier commit (`--before <ref>`), built so that the bench measures it beside
 * this one in the same run: a temporary git worktree at that commit, with this worktree's
 * node_modules (a link) when the two lockfiles are the same, else its own (`npm ci`); its
 * production build and its PRERENDER=0 build, each into a folder of its own. The bench's code
 * stays this one's: it measures the earlier app, not the earlier bench.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childEnv } from './angular.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface BeforeBuild {
  /** The ref as given, and the commit it named. */
  readonly ref: string;
  readonly commit: string;
  /** Its production build, and its build with no prerendered pages (the client path). */
  readonly dir: string;
  readonly clientDir: string;
  /** Removes the worktree and the builds. */
  remove(): void;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export function buildBefore(ref: string): BeforeBuild {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  const home = mkdtempSync(join(tmpdir(), 'bench-before-'));
  const tree = join(home, 'tree');
  const remove = () => {
    if (existsSync(tree)) git('worktree', 'remove', '--force', tree);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    git('worktree', 'add', '--detach', tree, commit);
    const lockfile = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8');
    const env = childEnv();
    if (lockfile(tree) === lockfile(ROOT)) {
      symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
    } else {
      process.stderr.write(`Installing ${ref}'s packages (npm ci)…\n`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, env, stdio: 'inherit' });
    }
    const [dir, clientDir] = [join(home, 'dist'), join(home, 'client')];
    const build = (outDir: string, more: NodeJS.ProcessEnv = {}) => {
      execFileSync(
        'npx',
        ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
        { cwd: tree, env: { ...env, ...more }, stdio: 'inherit' },
      );
    };
    build(dir);
    build(clientDir, { PRERENDER: '0' });
    return { ref, commit, dir, clientDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
