// @vitest-environment node
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from './securityHeaders';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('the CSP', () => {
  it('allows the page’s own inline scripts by hash, and no other inline script', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script></head><body><script>b()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    const csp = contentSecurityPolicy(inlineScriptHashes(html));
    expect(csp).toContain(`script-src 'self' '${sha('a()')}' '${sha('b()')}';`);
    expect(csp).not.toMatch(/unsafe-inline'?;?\s*$|script-src[^;]*unsafe/);
  });

  it('is only the origin for a page without inline scripts', () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it('writes a _headers file for static hosts with the same policy', () => {
    const file = headersFile('<script>a()</script>');
    expect(file.startsWith('/*\n')).toBe(true);
    expect(file).toContain(
      `Content-Security-Policy: default-src 'self'; script-src 'self' '${sha('a()')}'`,
    );
    expect(file).toContain('X-Frame-Options: DENY');
  });
});
