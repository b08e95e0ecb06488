import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_STEPS, pagesNotPrecached } from './buildSteps';

describe('the build steps (issue 29)', () => {
  it('run in this order: the client, the server render, the pages, the worker (P10, P7)', () => {
    expect(BUILD_STEPS).toEqual([
      'client build',
      'server render',
      'pages written',
      'service worker',
    ]);
  });

  it('find a page the worker does not precache, as when it ran before the pages were written', () => {
    const site = mkdtempSync(join(tmpdir(), 'steps-'));
    try {
      mkdirSync(join(site, 'tabs'));
      mkdirSync(join(site, 'assets'));
      for (const page of ['index.html', 'tabs/explore.html', 'assets/404.html']) {
        writeFileSync(join(site, page), '<!doctype html>');
      }
      writeFileSync(join(site, 'sw.js'), 'precache([{"url":"index.html"}])');
      expect(pagesNotPrecached(site)).toEqual(['tabs/explore.html']);
      writeFileSync(
        join(site, 'sw.js'),
        'precache([{"url":"index.html"},{"url":"tabs/explore.html"}])',
      );
      expect(pagesNotPrecached(site)).toEqual([]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
