/**
 * Serves the production build as a production host would: gzip, long caching for hashed assets,
 * the security headers, and for a path that is not a file, the page the build wrote for it in the
 * request's Ionic mode, else the app's page (SPA fallback), including paths no decoder can read
 * (src/shared/site.ts). `npm start`, the browser tests and the benchmark use it. With `--spa`
 * it is a plain single-page host instead: a file, else `index.html`, whatever the path. Given a
 * key and certificate (`tls`), it answers over HTTP/2 with TLS, as static hosts do (the bench).
 *
 * Usage: node scripts/serve.ts [--port N] [--host H] [--dir dist] [--spa]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APP_NAME } from '../src/shared/appIdentity.ts';
import { answerSiteRequest } from '../vite/siteRequests.ts';
import { securityHeaders } from '../vite/securityHeaders.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
]);

export interface ServeOptions {
  readonly dir?: string;
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** A plain single-page host: a file by its name, else `index.html` (no page chosen by path). */
  readonly spa?: boolean;
  /** HTTP/2 over TLS with this key and certificate (PEM), HTTP/1.1 still answered; else plain HTTP. */
  readonly tls?: { readonly key: string; readonly cert: string };
}

/** What answering needs of a request and its response, HTTP/1.1's and HTTP/2's alike. */
type Request = Pick<IncomingMessage | Http2ServerRequest, 'url' | 'method' | 'headers'>;
interface Response extends NodeJS.WritableStream {
  writeHead(status: number, headers: Readonly<Record<string, string>>): Response;
}

export interface Served {
  readonly url: string;
  readonly server: Server | Http2SecureServer;
  close(): Promise<void>;
}

export function serve({
  dir = 'dist',
  host = '127.0.0.1',
  port = 0,
  spa = false,
  tls,
}: ServeOptions = {}): Promise<Served> {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` first.`);
  const gzipped = new Map<string, Buffer>();
  // The CSP names the page's inline scripts by hash: read again when a deploy changes the page.
  let pageHeaders = { key: '', headers: {} as Readonly<Record<string, string>> };
  const headersForPage = () => {
    const { mtimeMs, size } = statSync(index);
    const key = `${mtimeMs}:${size}`;
    if (pageHeaders.key !== key) {
      pageHeaders = { key, headers: securityHeaders(readFileSync(index, 'utf8')) };
    }
    return pageHeaders.headers;
  };

  const handle = (request: Request, response: Response) => {
    const security = headersForPage();
    const answer = answerSiteRequest(
      root,
      {
        url: request.url ?? '/',
        userAgent: request.headers['user-agent'] ?? '',
        acceptLanguage: request.headers['accept-language'] ?? '',
      },
      { spa },
    );
    if (answer.kind === 'missing') {
      // A hashed asset that is gone (an older build's chunk) is an error, not the app's page (P8).
      response.writeHead(404, { ...security, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const { file } = answer;
    const immutable = answer.kind === 'file' && file.startsWith(join(root, 'assets') + sep);
    const ext = extname(file);
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed assets never change; everything else (the page, the service worker) is revalidated.
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // A page chosen by the request's mode and language differs by those headers.
      Vary:
        answer.kind === 'page' && !spa
          ? 'Accept-Encoding, User-Agent, Accept-Language'
          : 'Accept-Encoding',
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      // Compressed once per version of a file: a deploy over a running server is served fresh.
      const { mtimeMs, size } = statSync(file);
      const key = `${file}:${mtimeMs}:${size}`;
      let body = gzipped.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file), { level: 9 });
        gzipped.set(key, body);
      }
      response.writeHead(200, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
      });
      if (request.method === 'HEAD') response.end();
      else response.end(body);
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(statSync(file).size) });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
  const sockets = new Set<TLSSocket>();
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle).on(
        'secureConnection',
        (socket: TLSSocket) => {
          sockets.add(socket);
          socket.once('close', () => sockets.delete(socket));
        },
      )
    : createServer(handle);
  const closeConnections = () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  };

  return new Promise((resolveServed, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolveServed({
        url: `${tls ? 'https' : 'http'}://${host}:${actualPort}`,
        server,
        close: () =>
          new Promise((done) => {
            closeConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const served = await serve({
    dir: arg('dir') ?? 'dist',
    host: arg('host') ?? '127.0.0.1',
    port: Number(arg('port') ?? process.env.PORT ?? 4173),
    spa: process.argv.includes('--spa'),
  });
  console.log(`${APP_NAME} is served at ${served.url}/ (Ctrl+C stops it)`);
}
