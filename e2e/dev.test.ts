/**
 * P10 in development (issue 29): `npm run dev` behaves like the build. Each page's address is
 * answered with its prerendered page, which the app hydrates in the browser with nothing printed;
 * a page that does not match what the app renders throws at once ("Hydration failed").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createPatch } from 'diff';
import { JSDOM } from 'jsdom';
import { createServer, type ViteDevServer } from 'vite';
import { documentFile, linkedFile } from '../src/shared/site.ts';
import {
  FIRST_SCREEN_ATTRIBUTE,
  MODE_STYLES_ATTRIBUTE,
  START_ATTRIBUTE,
} from '../src/startup/firstScreen.ts';
import { LANDING_PATH } from '../src/tabs/tabList.ts';
import { appIsLive, settled } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';
import { DEVICE_MODE, DEVICES } from './support/devices.ts';

let server: ViteDevServer;
let origin = '';

test.beforeAll(async () => {
  server = await createServer({
    logLevel: 'error',
    // No live reload in a test: the page's socket would only add noise to the console.
    server: { host: '127.0.0.1', port: 0, hmr: false },
  });
  await server.listen();
  origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
});

test.afterAll(async () => {
  await server.close();
});

/** Everything the page prints as an error or throws, from now on. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(`thrown: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`printed: ${message.text()}`);
  });
  return seen;
}

test.describe('P10: npm run dev serves each page prerendered, as the build does', () => {
  // The first page of a fresh dev server renders its modules on the server first: seconds.
  test.setTimeout(120_000);

  for (const [path, mode] of [
    ['/tabs/home', 'md'],
    ['/tabs/explore/offline', 'md'],
    ['/tabs/settings?ionic:mode=ios', 'ios'],
  ] as const) {
    test(`${path} is the prerendered page, hydrated with nothing printed`, async ({ page }) => {
      const seen = problems(page);
      const response = await page.goto(`${origin}${path}`);
      const html = (await response?.text()) ?? '';
      const route = path.replace(/\?.*$/, '');
      expect(html).toContain(`data-prerendered="${route}"`);
      expect(html).toContain(`data-page-mode="${mode}"`);
      await appIsLive(page);
      await settled(page, route);
      // Hydrated, not rendered anew: the root kept the prerendered page's mark.
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(route);
      expect(seen).toEqual([]);
    });
  }

  test('a page that is not what the app renders throws, saying so', async ({ page }) => {
    const seen = problems(page);
    await page.route(`${origin}/tabs/home`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<h1 class="page-title"[^>]*>)Home(<\/h1>)/,
        '$1Not the app’s heading$2',
      );
      expect(body).toContain('Not the app’s heading');
      await route.fulfill({ response, body });
    });
    await page.goto(`${origin}/tabs/home`);
    await expect
      .poll(() => seen.find((line) => line.startsWith('thrown: Hydration failed')), {
        timeout: 30_000,
      })
      .toBeTruthy();
  });

  test('an address with no page is the app, rendered on the client', async ({ page }) => {
    const seen = problems(page);
    await page.goto(`${origin}/no/such/page`);
    await appIsLive(page);
    await settled(page, '/tabs/home');
    expect(seen).toEqual([]);
  });
});

/**
 * Markup without Stencil's hydration marks (s-id, c-id and the comments), whose numbers count on
 * across renders in one process, a tag a line, so a difference reads as a diff.
 */
function comparable(markup: string): string {
  return markup
    .replace(/ [sc]-id="[\d.]+"/g, '')
    .replace(/<!--[rostc]\.[\w.-]*-->/g, '')
    .replace(/></g, '>\n<');
}

/** What a document is made of, for comparing the dev server's with the build's. */
function parts(html: string) {
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  const attributes = Object.fromEntries(
    [...document.documentElement.attributes].map(({ name, value }) => [name, value]),
  );
  const head = [...document.head.children].map((element) =>
    element.localName === 'script' && !element.hasAttribute('src')
      ? `<script>${element.textContent}</script>`
      : element.outerHTML,
  );
  const body = [...document.body.children]
    .filter((element) => element !== root)
    .map((element) => element.outerHTML);
  return { attributes, head, body, root: comparable(root?.outerHTML ?? '') };
}

/**
 * The differences a dev document may have from the build's, and no others: Vite's client and
 * React's refresh preamble, the entry and the app's own CSS by their sources (Vite injects that
 * CSS from the entry in development).
 */
const ALLOWED = [
  /^<script type="module" src="\/@vite\/client"><\/script>$/,
  /^<script type="module">import \{ injectIntoGlobalHook \} from "\/@react-refresh"/,
  /^<script type="module" (crossorigin="" )?src="\/(src\/main\.tsx|assets\/index-[\w-]+\.js)"><\/script>$/,
  /^<link rel="stylesheet" crossorigin="" href="\/assets\/index-[\w-]+\.css">$/,
];
const allowed = (element: string) => ALLOWED.some((pattern) => pattern.test(element));

test.describe('P10: one renderer, in development and in the build', () => {
  test.setTimeout(120_000);

  for (const [path, device, language] of [
    ['/tabs/explore', 'android', 'en'],
    ['/tabs/settings', 'iphone', 'de'],
  ] as const) {
    const variant = { mode: DEVICE_MODE[device], language };
    test(`${path} (${variant.mode}, ${language}): the same document, page and stylesheet, but for the listed differences`, async () => {
      const headers = {
        accept: 'text/html',
        'user-agent': DEVICES[device].userAgent,
        'accept-language': language,
      };
      const dev = parts(await (await fetch(`${origin}${path}`, { headers })).text());
      // The build's page as it links its stylesheets (the served one inlines them: prerender.test.ts).
      const built = parts(
        readFileSync(join('dist', linkedFile(documentFile(path, variant, LANDING_PATH))), 'utf8'),
      );
      expect(createPatch('#root', built.root, dev.root, 'build', 'dev')).not.toMatch(/^@@/m);
      const {
        [FIRST_SCREEN_ATTRIBUTE]: firstScreen,
        [START_ATTRIBUTE]: start,
        [MODE_STYLES_ATTRIBUTE]: modeStyles,
        ...builtAttributes
      } = built.attributes;
      expect(firstScreen, 'the build names the first screen’s modules').toBeTruthy();
      expect(start, 'the start’s own file').toBeTruthy();
      expect(modeStyles, 'and each mode’s element styles').toBeTruthy();
      expect(dev.attributes).toEqual(builtAttributes);
      expect(dev.head.filter((element) => !allowed(element))).toEqual(
        built.head.filter((element) => !allowed(element)),
      );
      expect(dev.body.filter((element) => !allowed(element))).toEqual(
        built.body.filter((element) => !allowed(element)),
      );
      // Ionic's elements' styles: the mode's one stylesheet, its rules in the same order.
      const sheet = built.head
        .map((element) => /href="\/(assets\/ionic-(?:md|ios)-[\w-]+\.css)"/.exec(element)?.[1])
        .find(Boolean);
      expect(sheet).toBeTruthy();
      const devCss = await (await fetch(`${origin}/${sheet ?? ''}`)).text();
      expect(devCss).toBe(readFileSync(join('dist', sheet ?? ''), 'utf8'));
    });
  }
});
