import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePoFile } from '@lingui/format-po';
import { build, type Plugin } from 'vite';
import { LANGUAGES } from '../src/shared/languages.ts';
import { shellHtml } from '../src/startup/shell.ts';
import { LANDING_PATH, ROUTE_PATTERNS, TAB_LIST } from '../src/tabs/tabList.ts';

const HEAD_SCRIPT = fileURLToPath(new URL('../src/startup/headScript.ts', import.meta.url));
const BODY_SCRIPT = fileURLToPath(new URL('../src/startup/bodyScript.ts', import.meta.url));

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

interface ClassicScript {
  readonly code: string;
  readonly modules: readonly string[];
}

async function classicScript(entry: string): Promise<ClassicScript> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    define: {
      __LANDING_PATH__: JSON.stringify(LANDING_PATH),
      __ROUTE_PATTERNS__: JSON.stringify(ROUTE_PATTERNS),
      __SHELL_LABELS__: JSON.stringify(shellLabels()),
    },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'tabshellBoot' },
    },
  });
  const chunk = [result]
    .flat()
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('boot shell: the boot script did not build');
  // An inline script must not close itself early.
  return {
    code: chunk.code.trim().replaceAll('</script', '<\\/script'),
    modules: chunk.moduleIds,
  };
}

/** P6: inlines the boot scripts and the painted shell: no round trip before the first paint. */
export function bootShell(): Plugin {
  let scripts: Promise<[ClassicScript, ClassicScript]> | undefined;
  return {
    name: 'tabshell:boot-shell',
    // Inline, so no module graph of Vite's reloads them on an edit.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        void scripts?.then((built) => {
          if (!built.some((script) => script.modules.includes(file))) return;
          scripts = undefined;
          server.ws.send({ type: 'full-reload' });
        });
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        scripts ??= Promise.all([classicScript(HEAD_SCRIPT), classicScript(BODY_SCRIPT)]);
        const [{ code: theme }, { code: shell }] = await scripts;
        if (!html.includes('<head>') || !html.includes('<body>')) {
          throw new Error('boot shell: index.html needs <head> and <body>');
        }
        return html
          .replace('<head>', `<head>\n    <script>${theme}</script>`)
          .replace('<body>', `<body>\n    ${shellHtml(TAB_LIST)}\n    <script>${shell}</script>`);
      },
    },
  };
}
