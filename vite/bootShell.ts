import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { shellHtml } from '../src/boot/shell.ts';
import { LANDING_PATH, ROUTE_PATTERNS, TAB_LIST } from '../src/tabs/tabList.ts';

const HEAD_SCRIPT = fileURLToPath(new URL('../src/boot/headScript.ts', import.meta.url));
const BODY_SCRIPT = fileURLToPath(new URL('../src/boot/bodyScript.ts', import.meta.url));

interface ClassicScript {
  readonly code: string;
  /** Every module it was built from: an edit to one of them changes the script. */
  readonly modules: readonly string[];
}

/** A module and what it imports, as one small classic script. */
async function classicScript(entry: string): Promise<ClassicScript> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    define: {
      __LANDING_PATH__: JSON.stringify(LANDING_PATH),
      __ROUTE_PATTERNS__: JSON.stringify(ROUTE_PATTERNS),
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

/**
 * P6: settles the theme and paints the shell before the first frame. Puts the boot scripts (inline:
 * a separate file would cost a round trip before the first paint) and the shell at the top of
 * `<body>`. The CSP allows these scripts by their hashes (vite/securityHeaders.ts).
 */
export function bootShell(): Plugin {
  let scripts: Promise<[ClassicScript, ClassicScript]> | undefined;
  return {
    name: 'tabshell:boot-shell',
    // In development an edit to a module of the boot scripts builds them again and reloads the
    // page (they are inline, so no module graph of Vite's holds them).
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
        // The theme is decided first thing, before any stylesheet or body; the shell is painted
        // as soon as the body starts, then takes its tab and hands the theme to the body.
        return html
          .replace('<head>', `<head>\n    <script>${theme}</script>`)
          .replace('<body>', `<body>\n    ${shellHtml(TAB_LIST)}\n    <script>${shell}</script>`);
      },
    },
  };
}
