/**
 * The static hosts the README names answer every kind of path as `npm start` does: a file as
 * itself, any other path with the app's page (deep links), and a missing hashed asset with a 404
 * (P8 recovers from it; the app's page in its place would be a broken script). Netlify's rules are
 * read from netlify.toml; Cloudflare Pages' are its documented defaults (no top-level 404.html: the
 * app's page for unknown paths; the nearest 404.html below it, here dist/assets/404.html).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { parse } from 'smol-toml';
import { serve } from '../scripts/serve.ts';
import { test } from './support/fixtures.ts';

const DIST = 'dist';

type Answer = 'file' | 'app' | 'missing';

function isFile(path: string): boolean {
  const file = join(DIST, path);
  return existsSync(file) && statSync(file).isFile();
}

/** Both hosts serve `x.html` for `/x` (P10's prerendered pages), as `npm start` does. */
function hasFile(path: string): boolean {
  return isFile(path) || (extname(path) === '' && isFile(`${path}.html`));
}

interface Rule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** Netlify: a file that exists is served (rules do not shadow it); else the first rule that matches. */
function netlify(path: string, rules: readonly Rule[]): Answer {
  if (hasFile(path)) return 'file';
  const rule = rules.find(({ from }) =>
    from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from,
  );
  if (!rule) return 'missing';
  if (rule.status === 404) return 'missing';
  return rule.to === '/index.html' ? 'app' : 'file';
}

/** Cloudflare Pages: a file; else the nearest 404.html (a 404); else, with no top-level one, the app. */
function cloudflare(path: string): Answer {
  if (hasFile(path)) return 'file';
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (isFile(join(dir, '404.html'))) return 'missing';
    if (dir === '/' || dir === '.') break;
  }
  return 'app';
}

async function production(url: string): Promise<Answer> {
  const response = await fetch(url);
  if (response.status === 404) return 'missing';
  assert.equal(response.status, 200, url);
  const body = await response.text();
  return body === readFileSync(join(DIST, 'index.html'), 'utf8') && !url.endsWith('.html')
    ? 'app'
    : 'file';
}

test.describe('static hosts', () => {
  test('Netlify (netlify.toml) and Cloudflare Pages answer each kind of path as npm start does', async () => {
    const { redirects } = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
      redirects: Rule[];
    };
    const asset = readdirSync(join(DIST, 'assets')).find((file) => file.endsWith('.js'));
    assert.ok(asset, 'the build has a script');
    const paths = [
      '/',
      '/tabs/explore/offline',
      '/tabs/explore',
      '/tabs/nope/deeper',
      '/tabs/explore/no-such-id',
      `/assets/${asset}`,
      '/assets/SettingsPage-gone.js',
      '/assets/deeper/gone.css',
      '/favicon.png',
      '/robots.txt',
      '/sw.js',
      '/manifest.webmanifest',
    ];
    const server = await serve({ port: 0 });
    try {
      for (const path of paths) {
        const expected = await production(`${server.url}${path}`);
        assert.equal(netlify(path, redirects), expected, `Netlify: ${path}`);
        assert.equal(cloudflare(path), expected, `Cloudflare Pages: ${path}`);
      }
    } finally {
      await server.close();
    }
  });

  test("P11: the deployed folder holds the site only, no build internals such as Vite's manifest", async () => {
    const internals = readdirSync(DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.name === '.vite' || entry.name.endsWith('manifest.json'))
      .map((entry) => join(entry.parentPath, entry.name));
    assert.deepEqual(internals, []);
    const server = await serve({ port: 0 });
    try {
      assert.equal(await production(`${server.url}/.vite/manifest.json`), 'app');
    } finally {
      await server.close();
    }
  });
});
