/**
 * Prints every prerendered page's markup, as the build renders it on the server (P10), as JSON
 * `{ language: { path: markup } }`: what src/app/hydration.test.tsx hydrates. The server build goes to a folder
 * of its own, so a build running beside it is not disturbed.
 */
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { createBuilder } from 'vite';
import { LANGUAGES } from '../src/shared/languages.ts';
import { renderPages, variantKey, type RenderModule } from '../vite/pages.ts';

const OUT = '.build/render-pages';
const builder = await createBuilder({
  logLevel: 'error',
  environments: { ssr: { build: { outDir: OUT } } },
});
const server = builder.environments.ssr;
if (!server) throw new Error('the config has no ssr environment');
await builder.build(server);
const file = pathToFileURL(join(resolve(server.config.root, OUT), 'renderPage.mjs')).href;
let copies = 0;
// In Material mode: the test's document has no mode on <html>, as Ionic's default.
const { markup } = await renderPages(
  async () => (await import(`${file}?page=${++copies}`)) as RenderModule,
  ['md'],
);
process.stdout.write(
  JSON.stringify(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(markup.get(variantKey({ mode: 'md', language })) ?? []),
      ]),
    ),
  ),
);
