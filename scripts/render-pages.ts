/**
 * Prints every prerendered page's markup, as the build renders it on the server (P10), as JSON
 * `{ path: markup }`: what src/app/hydration.test.tsx hydrates. The server build goes to a folder
 * of its own, so a build running beside it is not disturbed.
 */
import { resolveConfig } from 'vite';
import { renderPages } from '../vite/prerender/prerender.ts';

const config = await resolveConfig({ logLevel: 'error' }, 'build', 'production');
const { markup } = await renderPages(config, '.build/render-pages');
process.stdout.write(JSON.stringify(Object.fromEntries(markup)));
