import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { serve } from '../../scripts/serve.ts';

/** Serves the production build (`dist/`, from `npm run build`) on a free loopback port. */
export async function servePreview(): Promise<{ url: string; close: () => Promise<void> }> {
  const served = await serve({ port: 0 });
  return { url: served.url, close: () => served.close() };
}

/**
 * A context at a plain single-page host (the build, `index.html` for every path), no service
 * worker: `use` runs in it, then the context and the host close.
 */
export async function atPlainHost(
  browser: Browser,
  options: BrowserContextOptions,
  use: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const host = await serve({ port: 0, spa: true });
  const context = await browser.newContext({
    ...options,
    baseURL: host.url,
    serviceWorkers: 'block',
  });
  try {
    await use(context);
  } finally {
    await context.close();
    await host.close();
  }
}
