import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { preview } from 'vite';
import { APP_SLUG } from '../src/shared/appIdentity.ts';
import { expectHeading, shownState, visiblePage, waitForRest } from './support/app.ts';
import { emitNative, fakeNative } from './support/fakeNative.ts';
import { expect, test } from './support/fixtures.ts';

/** Records CSP violations the page reports, from before the app runs. */
const recordViolations = {
  content: `window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
};

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/**
 * Node's fetch, asked again once when the kept-alive connection it took was closed by the server as
 * it was sent (idle for the server's 5 s while a busy machine started `vite preview`).
 */
async function fetchHeaders(url: URL): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url);
  }
}

test.describe('security', () => {
  test('the production server sends the CSP and hardening headers with every response', async ({
    baseURL,
  }) => {
    const baseUrl = baseURL ?? '';
    for (const path of ['/', '/tabs/explore/offline', '/favicon.png']) {
      const response = await fetchHeaders(new URL(path, baseUrl));
      const csp = response.headers.get('content-security-policy') ?? '';
      // The app's origin, and the page's own inline boot script (P6) by its hash: nothing else.
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      assert.match(scriptSrc.trim(), /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/, path);
      assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/, path);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
        assert.ok(csp.includes(directive), `${path}: ${directive}`);
      }
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
    }
  });

  test("npm run preview (Vite's preview) serves the same headers as the production server, and a missing asset as a 404", async ({
    baseURL,
  }) => {
    const baseUrl = baseURL ?? '';
    const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
    try {
      const previewUrl = server.resolvedUrls?.local[0];
      assert.ok(previewUrl, 'vite preview is listening');
      for (const path of ['/', '/tabs/explore/offline']) {
        const [fromStart, fromPreview]: Response[] = await Promise.all([
          fetchHeaders(new URL(path, baseUrl)),
          fetchHeaders(new URL(path, previewUrl)),
        ]);
        for (const header of [
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'cross-origin-opener-policy',
          'permissions-policy',
        ]) {
          assert.ok(fromStart?.headers.get(header), `${path}: npm start sends ${header}`);
          assert.equal(
            fromPreview?.headers.get(header),
            fromStart?.headers.get(header),
            `${path}: ${header}`,
          );
        }
      }
      for (const url of [baseUrl, previewUrl]) {
        const missing = await fetchHeaders(new URL('/assets/SettingsPage-gone.js', url));
        assert.equal(missing.status, 404, `${url}: a missing chunk is a 404 (P8), not the page`);
      }
    } finally {
      await server.close();
    }
  });

  test('with the CSP enforced, using every tab and page reports no violation', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', {
      init: recordViolations,
    });
    for (const tab of ['Explore', 'Settings', 'Home', 'Explore']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectHeading(page, tab);
    }
    for (const title of ['Back button', 'Dark theme', 'Deep links']) {
      await visiblePage(page).getByText(title, { exact: true }).click();
      await expectHeading(page, title);
      await page.goBack();
      await expectHeading(page, 'Explore');
    }
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(problems, []);
  });

  test('the CSP is enforced: an injected inline script does not run', async ({ openApp }) => {
    const { page } = await openApp('/tabs/home', { init: recordViolations });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true';
      document.body.append(script);
      return (window as unknown as { __inline?: boolean }).__inline === true;
    });
    assert.equal(ran, false);
    assert.deepEqual(await violations(page), ['script-src-elem inline']);
  });
});

/** Records every URL the page hands to History (`pushState`, `replaceState`), refused or not. */
const recordHistory = {
  content: `window.__historyUrls = [];
    for (const method of ['pushState', 'replaceState']) {
      const original = History.prototype[method];
      History.prototype[method] = function (state, title, url) {
        window.__historyUrls.push(url === undefined || url === null ? null : String(url));
        return original.call(this, state, title, url);
      };
    }`,
};

function historyUrls(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __historyUrls: (string | null)[] };
    return w.__historyUrls.splice(0);
  });
}

/** Deep links the app must ignore: each resolves to another origin, or is not the app's at all. */
const HOSTILE_LINKS: unknown[] = [
  `${APP_SLUG}:////evil.example`,
  `${APP_SLUG}:////evil.example/tabs/home`,
  `${APP_SLUG}:///\\evil.example`,
  `${APP_SLUG}:/\\\\evil.example`,
  `${APP_SLUG}://tabs\\evil.example/x`,
  `${APP_SLUG}:///.//evil.example`,
  `${APP_SLUG}:///\t/evil.example`,
  `${APP_SLUG}:///\n/evil.example`,
  `${APP_SLUG}://user@evil.example/tabs/home`,
  'https://app.example//evil.example',
  'https://app.example/\\evil.example',
  'https://app.example/.//evil.example',
  'http://evil.example/tabs/home',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  '',
  '   ',
  `${APP_SLUG}://tabs/${'a'.repeat(20_000)}`,
  42,
  null,
];

test.describe('P13: nothing from outside takes the app to another origin', () => {
  test('P9, P13: hostile deep links leave the app where it was, with one warning and no error; a good link still opens its page', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/settings', {
      init: [fakeNative({ platform: 'android' }), recordHistory],
    });
    const origin = new URL(page.url()).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    });
    // Where it was: settled, so what the app does anyway by itself is not taken for a link's doing.
    await waitForRest(page);
    const before = await shownState(page);
    await historyUrls(page);
    for (const url of HOSTILE_LINKS) {
      await emitNative(page, 'App.appUrlOpen', { url });
    }
    await emitNative(page, 'App.appUrlOpen', null);
    expect(await shownState(page)).toEqual(before);

    await emitNative(page, 'App.appUrlOpen', { url: `${APP_SLUG}://tabs/explore/offline` });
    await expect(page).toHaveURL(`${origin}/tabs/explore/offline`);
    await expectHeading(page, 'Offline');
    // What reached History since: the good link's page only, so no hostile link got as far.
    const urls = await historyUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(new URL(url ?? '', page.url()).href).toBe(`${origin}/tabs/explore/offline`);
    }
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([
      `warning: [${APP_SLUG}] Ignored a link that does not name a page of the app: ${JSON.stringify(HOSTILE_LINKS[0])}`,
    ]);
  });

  test('P13: deep links whose encoded paths only look like another host open a page of the app (S2 for unknown ones)', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/settings', {
      init: fakeNative({ platform: 'android' }),
    });
    const origin = new URL(page.url()).origin;
    for (const [url, path, heading] of [
      [`${APP_SLUG}://tabs/%2F%2Fevil.example`, '/tabs/home', 'Home'],
      ['https://evil.example/tabs/settings', '/tabs/settings', 'Settings'],
      [`${APP_SLUG}:///%5C%5Cevil.example`, '/tabs/home', 'Home'],
      [
        `${APP_SLUG}://tabs/explore/%2e%2e/explore/deep-links`,
        '/tabs/explore/deep-links',
        'Deep links',
      ],
    ] as const) {
      await emitNative(page, 'App.appUrlOpen', { url });
      await expect(page).toHaveURL(`${origin}${path}`);
      await expectHeading(page, heading);
    }
    expect(problems).toEqual([]);
  });

  test('P9: Ionic settings in the address other than mode and animations are ignored: no broken transition, nothing kept for the session', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp(
      '/tabs/explore?ionic:navAnimation=x&ionic:persistConfig=true&ionic:innerHTMLTemplatesEnabled=true&ionic:mode=ios',
    );
    await expect(page.locator('html')).toHaveClass(/\bios\b/);
    await visiblePage(page).getByText('Offline', { exact: true }).click();
    await expectHeading(page, 'Offline');
    await page.goBack();
    await expectHeading(page, 'Explore');
    expect(
      await page.evaluate(() => {
        const ionic = (window as unknown as { Ionic: { config: { get: (k: string) => unknown } } })
          .Ionic;
        return [
          sessionStorage.getItem('ionic-persist-config'),
          ionic.config.get('innerHTMLTemplatesEnabled') ?? null,
        ];
      }),
    ).toEqual([null, null]);
    expect(problems).toEqual([
      `warning: [${APP_SLUG}] Ignored Ionic settings in the address: "navAnimation", "persistConfig", "innerHTMLTemplatesEnabled".`,
    ]);
  });
});
