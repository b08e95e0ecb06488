import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { preview } from 'vite';
import { expectHeading, visiblePage } from './support/app.ts';
import { test } from './support/fixtures.ts';

/** Records CSP violations the page reports, from before the app runs. */
const recordViolations = {
  content: `window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
};

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('security', () => {
  test('the production server sends the CSP and hardening headers with every response', async ({
    baseURL,
  }) => {
    const baseUrl = baseURL ?? '';
    for (const path of ['/', '/tabs/explore/offline', '/favicon.png']) {
      const response = await fetch(new URL(path, baseUrl));
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
          fetch(new URL(path, baseUrl)),
          fetch(new URL(path, previewUrl)),
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
        const missing = await fetch(new URL('/assets/SettingsPage-gone.js', url));
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
