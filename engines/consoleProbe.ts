/**
 * Classic WebDriver (all WebKitWebDriver speaks) can neither read the console nor run a script
 * before the page's own, and WebKitGTK writes no console output for automation's ephemeral
 * sessions. So WebKit gets the build through this proxy, which puts one same-origin script first in
 * every page: it records console errors and warnings, uncaught errors and rejections, failed
 * loads and CSP violations in sessionStorage, where they outlive reloads and navigations.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';

export const PROBE_KEY = '__engineProblems';
const PROBE_PATH = '/__engine-probe.js';

const PROBE = `(() => {
  const record = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) || '[]');
      list.push(text);
      sessionStorage.setItem(${JSON.stringify(PROBE_KEY)}, JSON.stringify(list));
    } catch {}
  };
  for (const [level, type] of [['error', 'error'], ['warn', 'warning']]) {
    const original = console[level];
    console[level] = function (...args) {
      record(type + ': ' + args.map(String).join(' '));
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record('pageerror: ' + event.message);
    else record('error: failed to load ' + (event.target?.src || event.target?.href || event.target?.tagName));
  }, true);
  addEventListener('unhandledrejection', (event) => record('pageerror: unhandled rejection: ' + String(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    record('error: CSP ' + event.violatedDirective + ' blocked ' + event.blockedURI));
})();
`;

export interface Proxy {
  readonly url: string;
  close(): Promise<void>;
}

/** A loopback proxy in front of `origin` that adds the probe to every HTML page. */
export function probingProxy(origin: string): Promise<Proxy> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(PROBE);
      return;
    }
    // Uncompressed from the origin, so that a page can be edited; the hop is on loopback.
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'accept-encoding': 'identity' };
    const upstream = request(
      new URL(incoming.url ?? '/', origin),
      { method: incoming.method ?? 'GET', headers },
      (response) => {
        const isPage = /^text\/html\b/.test(response.headers['content-type'] ?? '');
        if (!isPage) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const page = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`);
          const body = Buffer.from(page);
          outgoing.writeHead(response.statusCode ?? 200, {
            ...response.headers,
            'content-length': String(body.length),
          });
          outgoing.end(incoming.method === 'HEAD' ? undefined : body);
        });
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
