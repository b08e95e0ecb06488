import { preview, type PreviewServer } from 'vite';

/** Serves the production build (`dist/`, from `npm run build`) on a free loopback port. */
export async function servePreview(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  };
}
