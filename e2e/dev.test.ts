/**
 * P10 in development (issue 29): `npm run dev` behaves like the build. Each page's address is
 * answered with its prerendered page, which the app hydrates in the browser with nothing printed;
 * a page that does not match what the app renders throws at once ("Hydration failed").
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { appIsLive, settled } from './support/app.ts';

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
