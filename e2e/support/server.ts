import { serve } from '../../scripts/serve.ts';

/** Serves the production build (`dist/`, from `npm run build`) on a free loopback port. */
export async function servePreview(): Promise<{ url: string; close: () => Promise<void> }> {
  const served = await serve({ port: 0 });
  return { url: served.url, close: () => served.close() };
}
