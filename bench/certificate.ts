/**
 * A throwaway self-signed certificate for 127.0.0.1, made by openssl for one bench run: static
 * hosts serve over HTTP/2, which browsers speak only over TLS. Nothing of it is kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  readonly key: string;
  readonly cert: string;
}

export function throwawayCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', key, '-out', cert,
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
