import { createHash } from 'node:crypto';

/** The web build's CSP: inline scripts only by hash (P6); inline styles, which Ionic injects. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}`,
    );
}

/** Served with every response of the production build. */
export function securityHeaders(html: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(html)),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** A `_headers` file (Netlify, Cloudflare Pages). */
export function headersFile(html: string): string {
  const lines = Object.entries(securityHeaders(html)).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}
