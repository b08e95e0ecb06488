/**
 * The hosts the README names answer every kind of path as `npm start` does (vite/siteRequests.ts):
 * a file as itself, a path with a prerendered page with that page (in the request's Ionic mode
 * where the host can tell it, P10), any other path with the app's page (deep links), and a missing
 * hashed asset with a 404 (P8 recovers from it; the app's page in its place would be a broken
 * script). Netlify's rules are read from netlify.toml; Cloudflare Pages' are its documented
 * defaults (no top-level 404.html: the app's page for unknown paths; the nearest 404.html below
 * it, here dist/assets/404.html); the nginx rules in docs/hosting.md run in a real nginx.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'smol-toml';
import { codeBlocksUnder } from '../scripts/markdown.ts';
import { serve } from '../scripts/serve.ts';
import { answerSiteRequest } from '../vite/siteRequests.ts';
import { DEVICES } from './support/devices.ts';
import { test } from './support/fixtures.ts';

const DIST = resolve('dist');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/** What a host answers: a site-relative file, or `missing` (a 404). */
type Answer = string;

function isFile(path: string): boolean {
  const file = join(DIST, path);
  return existsSync(file) && statSync(file).isFile();
}

/** Both hosts serve `x.html` for `/x` (P10's prerendered pages), as `npm start` does. */
function fileNamed(path: string): string | undefined {
  if (isFile(path)) return path.slice(1);
  if (extname(path) === '' && isFile(`${path}.html`)) return `${path.slice(1)}.html`;
  return undefined;
}

interface Rule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** Netlify: a file that exists is served (rules do not shadow it); else the first rule that matches. */
function netlify(path: string, rules: readonly Rule[]): Answer {
  const file = fileNamed(path.replace(/(.)\/+$/, '$1'));
  if (file) return file;
  const rule = rules.find(({ from }) =>
    from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from,
  );
  if (!rule || rule.status === 404) return 'missing';
  return rule.to.slice(1);
}

/** Cloudflare Pages: a file; else the nearest 404.html (a 404); else, with no top-level one, the app. */
function cloudflare(path: string): Answer {
  const file = fileNamed(path.replace(/(.)\/+$/, '$1'));
  if (file) return file;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (isFile(join(dir, '404.html'))) return 'missing';
    if (dir === '/' || dir === '.') break;
  }
  return 'index.html';
}

/** `npm start`'s answer, from the one resolver every server the repo ships uses. */
function npmStart(path: string, userAgent: string): Answer {
  const answer = answerSiteRequest(DIST, { url: path, userAgent });
  return answer.kind === 'missing' ? 'missing' : relative(DIST, answer.file).split(sep).join('/');
}

/** Every file of the site by its contents, to tell which one a server sent. */
function filesByContent(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(readFileSync(file, 'latin1'), relative(DIST, file).split(sep).join('/'));
  }
  return files;
}

async function answerOf(url: string, userAgent: string, files: Map<string, string>) {
  const response = await fetch(url, { headers: { 'User-Agent': userAgent } });
  if (response.status === 404) return 'missing';
  assert.equal(response.status, 200, url);
  const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
  return files.get(body) ?? `unknown contents for ${url}`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolvePort(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** A real nginx with the rules from docs/hosting.md, serving dist/ on a free loopback port. */
async function nginxWithDocumentedRules(): Promise<{ url: string; stop: () => void }> {
  assert.ok(NGINX, 'nginx is installed (Debian: nginx)');
  const [rules] = codeBlocksUnder(
    readFileSync('docs/hosting.md', 'utf8'),
    'Any static server (nginx)',
  );
  assert.ok(rules?.lang === 'nginx', 'docs/hosting.md shows the nginx rules');
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'tabshell-nginx-'));
  const site = rules.code
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/tabshell\/dist;/, `root ${DIST};`);
  assert.notEqual(site, rules.code, 'the rules have a listen and a root line to point here');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, nginx's workers drop to `nobody`, who cannot read a checkout in a private
      // folder (mktemp -d makes 0700 folders): keep the workers as the user running the test.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')};`,
      'events {}',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, kind)};`,
      ),
      site,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, `nginx accepts the rules: ${check.stderr}`);
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return { url, stop: () => nginx.kill() };
}

const asset = () => {
  const file = readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'));
  assert.ok(file, 'the build has a script');
  return `/assets/${file}`;
};

/** Every kind of path a host meets. */
const PATHS = () => [
  '/',
  '/tabs',
  '/tabs/',
  '/tabs/home',
  '/tabs/explore',
  '/tabs/explore/',
  '/tabs/explore/offline',
  '/tabs/settings',
  '/tabs/nope/deeper',
  '/tabs/explore/no-such-id',
  '/nope',
  '/tabs/explore.html',
  '/ios/tabs/explore.html',
  '/ios/index.html',
  asset(),
  '/assets/SettingsPage-gone.js',
  '/assets/deeper/gone.css',
  '/favicon.png',
  '/robots.txt',
  '/sw.js',
  '/manifest.webmanifest',
];

test.describe('static hosts', () => {
  test('P10: npm start answers each path with its page in the mode the user agent asks for', async () => {
    const files = filesByContent();
    const server = await serve({ port: 0 });
    try {
      const expected: Record<string, [string, string]> = {
        '/': ['index.html', 'ios/index.html'],
        '/tabs/': ['index.html', 'ios/index.html'],
        '/tabs/home': ['index.html', 'ios/index.html'],
        '/tabs/explore': ['tabs/explore.html', 'ios/tabs/explore.html'],
        '/tabs/explore/offline': ['tabs/explore/offline.html', 'ios/tabs/explore/offline.html'],
        '/nope': ['index.html', 'ios/index.html'],
        '/ios/tabs/explore.html': ['ios/tabs/explore.html', 'ios/tabs/explore.html'],
      };
      for (const [path, [android, iphone]] of Object.entries(expected)) {
        assert.equal(
          await answerOf(`${server.url}${path}`, DEVICES.android.userAgent, files),
          android,
          path,
        );
        assert.equal(
          await answerOf(`${server.url}${path}`, DEVICES.iphone.userAgent, files),
          iphone,
          path,
        );
      }
      const response = await fetch(`${server.url}/tabs/explore`);
      assert.match(response.headers.get('vary') ?? '', /User-Agent/, 'caches are told');
    } finally {
      await server.close();
    }
  });

  test('Netlify (netlify.toml) and Cloudflare Pages answer each kind of path as npm start does in Material mode', () => {
    const { redirects } = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
      redirects: Rule[];
    };
    for (const path of PATHS()) {
      const expected = npmStart(path, DEVICES.android.userAgent);
      assert.equal(netlify(path, redirects), expected, `Netlify: ${path}`);
      assert.equal(cloudflare(path), expected, `Cloudflare Pages: ${path}`);
    }
  });

  test('the nginx rules of docs/hosting.md answer each path as npm start does, in both modes', async () => {
    const files = filesByContent();
    const nginx = await nginxWithDocumentedRules();
    try {
      for (const device of [DEVICES.android, DEVICES.iphone]) {
        for (const path of PATHS()) {
          assert.equal(
            await answerOf(`${nginx.url}${path}`, device.userAgent, files),
            npmStart(path, device.userAgent),
            `nginx, ${device.userAgent.slice(13, 30)}: ${path}`,
          );
        }
      }
    } finally {
      nginx.stop();
    }
  });

  test("P11: the deployed folder holds the site only, no build internals such as Vite's manifest", () => {
    const internals = readdirSync(DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.name === '.vite' || entry.name.endsWith('manifest.json'))
      .map((entry) => join(entry.parentPath, entry.name));
    assert.deepEqual(internals, []);
    assert.equal(npmStart('/.vite/manifest.json', DEVICES.android.userAgent), 'index.html');
  });
});
