/** `npm run build`, step by step; each step reads what the one before wrote. */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rollup, ViteBuilder } from 'vite';
import {
  EVERY_FIRST_SCREEN,
  FIRST_SCREEN_MODULES,
  IONIC_SET_UP_MODULE,
} from '../src/tabs/tabList.ts';
import {
  chunksOf,
  firstScreenFiles,
  firstScreenShared,
  withModulePreloads,
  writeFirstScreenShared,
  type ChunkInfo,
} from './firstScreen.ts';
import { buildBootScripts, writeBootScripts } from './bootScripts.ts';
import { outletFirstView } from './ionic/outletPatch.ts';
import { fits } from './ionic/patch.ts';
import { renderPages, SERVER_ENTRY, writePages, type RenderModule } from './pages.ts';
import { headersFile } from './securityHeaders.ts';
import { webManifest, WEB_MANIFEST } from './webManifest.ts';
import { buildServiceWorker } from './worker.ts';

export { SERVER_ENTRY };
/** Where the server build goes: beside the site, never inside it. */
export const SERVER_OUT = '.build/prerender';
/** Read by `npm run size`; kept out of the site. */
export const BUILD_MANIFEST = '.build/manifest.json';

/** The build's steps, in their order. */
export const BUILD_STEPS = [
  'boot scripts',
  'client build',
  'server build',
  'pages written',
  'site files',
  'service worker',
] as const;
type BuildStep = (typeof BUILD_STEPS)[number];

function output(result: Awaited<ReturnType<ViteBuilder['build']>>): Rollup.RolldownOutput {
  const [first] = [result].flat();
  if (!first || !('output' in first)) throw new Error('the build returned no output');
  return first;
}

/** The app built for Node, a fresh copy for each page (each load starts the app anew). */
async function serverApp(builder: ViteBuilder): Promise<() => Promise<RenderModule>> {
  const server = builder.environments.ssr;
  if (!server) throw new Error('the config has no ssr environment');
  const {
    output: [entry],
  } = output(await builder.build(server));
  const file = pathToFileURL(
    join(resolve(server.config.root, server.config.build.outDir), entry.fileName),
  ).href;
  let copies = 0;
  return async () => (await import(`${file}?page=${++copies}`)) as RenderModule;
}

/**
 * The client: the probe learns what every first screen shares, then the client build puts it in
 * one chunk (vite/firstScreen.ts), each build with its own environment's config.
 */
async function buildClient(
  builder: ViteBuilder,
): Promise<{ chunks: ChunkInfo[]; entry: ChunkInfo }> {
  const { clientProbe, client } = builder.environments;
  if (!clientProbe || !client)
    throw new Error('the config has no clientProbe or client environment');
  const build = async (environment: typeof client) => {
    const { output: files } = output(await builder.build(environment));
    const { chunks, entry } = chunksOf(files);
    if (!entry) throw new Error(`the ${environment.name} build has no entry chunk`);
    const shared = firstScreenShared(chunks, entry, EVERY_FIRST_SCREEN, IONIC_SET_UP_MODULE);
    return { chunks, entry, shared };
  };
  const probe = await build(clientProbe);
  writeFirstScreenShared(
    client.config.root,
    probe.shared.files.length > 1 ? probe.shared.modules : [],
  );
  const built = await build(client);
  const { files } = built.shared;
  if (files.length > 1)
    throw new Error(`first screen: ${files.length} shared chunks: ${files.join(' ')}`);
  return built;
}

export async function buildSite(builder: ViteBuilder): Promise<void> {
  const { client, worker } = builder.environments;
  if (!client || !worker) throw new Error('the config has no client or worker environment');
  const { config } = client;
  const outDir = resolve(config.root, config.build.outDir);
  const say = (step: BuildStep, detail: string) => {
    config.logger.info(
      `build step ${BUILD_STEPS.indexOf(step) + 1}/${BUILD_STEPS.length}, ${step}: ${detail}`,
    );
  };
  const prerender = process.env.PRERENDER !== '0' && fits(outletFirstView);

  const boot = await buildBootScripts(builder);
  writeBootScripts(config.root, boot);
  say(
    'boot scripts',
    `head ${boot.head.code.length} B and body ${boot.body.code.length} B inline, ${boot.input.fileName}`,
  );

  const { chunks, entry } = await buildClient(builder);
  say('client build', `${chunks.length} chunks`);
  const indexFile = join(outDir, 'index.html');
  const template = readFileSync(indexFile, 'utf8');

  if (prerender) {
    const pages = await renderPages(await serverApp(builder));
    say('server build', `${pages.paths.length} pages rendered`);
    const build = String(JSON.parse(String(config.define?.__APP_BUILD__ ?? '""')));
    const written = await writePages(pages, {
      outDir,
      template,
      base: config.base,
      build,
      chunks,
      entry,
    });
    say(
      'pages written',
      `${written} (${pages.paths.length} pages in each Ionic mode and language)`,
    );
  } else {
    // Nothing to paint first: the first screen's modules are preloaded and compiled at once.
    const files = firstScreenFiles(chunks, entry, FIRST_SCREEN_MODULES);
    writeFileSync(indexFile, withModulePreloads(template, files, config.base));
    say('server build', 'skipped: no page prerendered');
    say('pages written', 'skipped');
  }

  writeFileSync(join(outDir, '_headers'), headersFile(readFileSync(indexFile, 'utf8')));
  writeFileSync(join(outDir, WEB_MANIFEST), JSON.stringify(webManifest(), null, 2));
  const manifest = join(outDir, '.vite/manifest.json');
  if (existsSync(manifest)) {
    mkdirSync(dirname(resolve(config.root, BUILD_MANIFEST)), { recursive: true });
    renameSync(manifest, resolve(config.root, BUILD_MANIFEST));
    rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  }
  say('site files', `_headers, ${WEB_MANIFEST}`);

  const precached = await buildServiceWorker(builder, worker, outDir);
  say(
    'service worker',
    `precaches ${precached.count} files (${precached.kb} kB), ${precached.pages} pages`,
  );
}
