/**
 * P6, P10: the start-up's classic scripts, each a named environment of the one build. The head and
 * body scripts are inlined into every page (they run before its first paint); the owner of taps
 * (src/startup/inputScript.ts) is a file, asked for by the page's head, deferred and render-blocking:
 * it runs before the first paint and before the app's module. A page as served has it inlined
 * instead, at the page's end (`inlineInputScript`), so that its first paint waits for no second
 * round trip; the page's linked copy and the dev server's pages ask for the file. Dev builds them
 * through the same function, in a builder of its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import {
  createBuilder,
  type EnvironmentOptions,
  type Plugin,
  type Rollup,
  type ViteBuilder,
} from 'vite';
import { shellHtml } from '../src/startup/shell.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { LANDING_PATH, ROUTE_PATTERNS, TAB_LIST } from '../src/tabs/tabList.ts';

/** Each script's environment and entry. */
export const BOOT_SCRIPTS = {
  headScript: 'src/startup/headScript.ts',
  bodyScript: 'src/startup/bodyScript.ts',
  inputScript: 'src/startup/inputScript.ts',
} as const;
type BootScriptName = keyof typeof BOOT_SCRIPTS;

/** P14: each tab's title in each language, from the catalogs, for the painted shell. */
export function shellLabels(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = new URL(`../src/locales/${language}.po`, import.meta.url);
      const { items } = parsePoFile(readFileSync(file, 'utf8'));
      // Untranslated yet: English, as Lingui's fallback shows it in the app (lingui.config.ts).
      const titles = TAB_LIST.map((tab) => [
        tab.id,
        items.find((item) => item.msgid === `tab.${tab.id}`)?.msgstr[0] || tab.title,
      ]);
      return [language, Object.fromEntries(titles)];
    }),
  );
}

/** What the boot scripts read that only the build knows (src/globals.d.ts). */
export function bootDefines(): Record<string, string> {
  return {
    __LANDING_PATH__: JSON.stringify(LANDING_PATH),
    __ROUTE_PATTERNS__: JSON.stringify(ROUTE_PATTERNS),
    __SHELL_LABELS__: JSON.stringify(shellLabels()),
  };
}

/** The environments, for vite.config.ts: one classic script each, written by no one but the build. */
export function bootEnvironments(): Record<BootScriptName, EnvironmentOptions> {
  const environment = (entry: string): EnvironmentOptions => ({
    consumer: 'client',
    define: bootDefines(),
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      copyPublicDir: false,
      rolldownOptions: {
        input: entry,
        output: { format: 'iife', codeSplitting: false },
      },
    },
  });
  return {
    headScript: environment(BOOT_SCRIPTS.headScript),
    bodyScript: environment(BOOT_SCRIPTS.bodyScript),
    inputScript: environment(BOOT_SCRIPTS.inputScript),
  };
}

export interface BuiltScript {
  readonly code: string;
  readonly modules: readonly string[];
}

export interface BootScripts {
  readonly head: BuiltScript;
  readonly body: BuiltScript;
  /** Its file in the site, by its content. */
  readonly input: BuiltScript & { readonly fileName: string };
}

async function buildScript(builder: ViteBuilder, name: BootScriptName): Promise<BuiltScript> {
  const environment = builder.environments[name];
  if (!environment) throw new Error(`the config has no ${name} environment`);
  const [result] = [await builder.build(environment)].flat();
  const chunk = (result as Rollup.RolldownOutput | undefined)?.output.find(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  );
  if (!chunk) throw new Error(`${name} did not build`);
  // An inline script must not close itself early.
  return { code: chunk.code.trim().replaceAll('</script', '<\\/script'), modules: chunk.moduleIds };
}

/** Step 1 of the build, and of the dev server's pages: the three scripts. */
export async function buildBootScripts(builder: ViteBuilder): Promise<BootScripts> {
  const [head, body, input] = await Promise.all([
    buildScript(builder, 'headScript'),
    buildScript(builder, 'bodyScript'),
    buildScript(builder, 'inputScript'),
  ]);
  const hash = createHash('sha256').update(input.code).digest('base64url').slice(0, 8);
  return { head, body, input: { ...input, fileName: `assets/input-${hash}.js` } };
}

/** Where step 1 leaves the scripts for the client build, which reads them (a plugin of its own). */
export const BOOT_SCRIPTS_FILE = '.build/boot-scripts.json';

export function writeBootScripts(root: string, scripts: BootScripts): void {
  const file = resolve(root, BOOT_SCRIPTS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(scripts));
}

function readBootScripts(root: string): BootScripts | undefined {
  const file = resolve(root, BOOT_SCRIPTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BootScripts) : undefined;
}

/** index.html with the scripts and the painted shell: the head's before anything else. */
export function withBootScripts(html: string, scripts: BootScripts, base: string): string {
  if (!html.includes('<head>') || !html.includes('<body>')) {
    throw new Error('boot scripts: index.html needs <head> and <body>');
  }
  // A classic script, not a module: `vite-ignore` tells Vite's HTML step to leave it (and drop the
  // attribute) rather than warn that it cannot bundle it.
  const input = `<script defer blocking="render" src="${base}${scripts.input.fileName}" vite-ignore></script>`;
  return html
    .replace('<head>', `<head>\n    <script>${scripts.head.code}</script>\n    ${input}`)
    .replace(
      '<body>',
      `<body>\n    ${shellHtml(TAB_LIST)}\n    <script>${scripts.body.code}</script>`,
    );
}

/** The input script's tag as `withBootScripts` writes it (Vite's HTML step drops `vite-ignore`). */
const INPUT_SCRIPT_TAG = /<script defer blocking="render" src="([^"]+)"[^>]*><\/script>\s*/;
/** The element the first paint waits for (index.html): the page ends there. */
const PAGE_END = '<template id="page-end">';

/**
 * Issue 57: a page as served, its input script inlined where the page ends, just before the
 * element its first paint waits for, so it runs as the deferred file did (the page parsed, before
 * the first paint and before the app's module) with no round trip of its own. `read` gives the
 * file's text by its address.
 */
export function inlineInputScript(page: string, read: (src: string) => string): string {
  const tag = INPUT_SCRIPT_TAG.exec(page);
  if (!tag?.[1]) throw new Error('boot scripts: the page asks for no input script');
  if (!page.includes(PAGE_END)) throw new Error(`boot scripts: the page has no ${PAGE_END}`);
  const code = read(tag[1]).trim();
  if (/<\/script/i.test(code)) throw new Error(`boot scripts: ${tag[1]} holds </script`);
  return page.replace(tag[0], '').replace(PAGE_END, () => `<script>${code}</script>${PAGE_END}`);
}

/** Puts the boot scripts into index.html, in the build and the dev server alike. */
export function bootScripts(): Plugin {
  let dev: Promise<BootScripts> | undefined;
  let base = '/';
  let root = '.';
  /** In the build: what step 1 wrote, read when the client build asks. */
  const built = () => readBootScripts(root);
  return {
    name: 'tabshell:boot-scripts',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    configureServer(server) {
      const { configFile } = server.config;
      const build = async () => {
        const builder = await createBuilder(
          { configFile: configFile ?? false, logLevel: 'warn' },
          null,
        );
        return buildBootScripts(builder);
      };
      dev = build();
      server.watcher.on('change', (file) => {
        void dev?.then((scripts) => {
          const modules = [scripts.head, scripts.body, scripts.input].flatMap(
            ({ modules: ids }) => ids,
          );
          if (!modules.includes(file)) return;
          dev = build();
          server.ws.send({ type: 'full-reload' });
        });
      });
      server.middlewares.use((request, response, next) => {
        if (!dev) {
          next();
          return;
        }
        void dev.then((scripts) => {
          if (request.url?.split('?')[0] !== `${base}${scripts.input.fileName}`) {
            next();
            return;
          }
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(scripts.input.code);
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const scripts = dev ? await dev : built();
        if (!scripts)
          throw new Error('boot scripts: not built (vite/pipeline.ts builds them first)');
        return withBootScripts(html, scripts, base);
      },
    },
    generateBundle() {
      const scripts = this.environment.name === 'client' ? built() : undefined;
      if (!scripts) return;
      this.emitFile({
        type: 'asset',
        fileName: scripts.input.fileName,
        source: scripts.input.code,
      });
    },
  };
}
