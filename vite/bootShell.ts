import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { BOOT_SHELL_ID } from '../src/theme/boot.ts';

const THEME_ENTRY = fileURLToPath(new URL('../src/theme/bootRun.ts', import.meta.url));
const SHELL_ENTRY = fileURLToPath(new URL('../src/theme/bootShellRun.ts', import.meta.url));

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/** An ionicons icon (an SVG data URL) as inline SVG, so that it takes the text colour. */
export function inlineIcon(icon: string): string {
  if (!icon.startsWith(SVG_DATA_URL)) throw new Error(`boot shell: not an SVG icon: ${icon}`);
  const svg = icon.slice(SVG_DATA_URL.length);
  return svg
    .replace('<svg ', '<svg class="boot-icon ionicon" aria-hidden="true" ')
    .replace("class='ionicon'", '');
}

/**
 * The app shell as static HTML: an empty header and the tab bar, drawn from the same tab list as
 * the real one (src/tabs/tabList.ts) and styled by src/theme/bootShell.css. It is what the first
 * frame shows while the scripts load; the app paints over it and then removes it.
 */
export function shellHtml(tabs: readonly { id: string; title: string; icon: string }[]): string {
  const buttons = tabs
    .map(
      (tab) =>
        `<span class="boot-tab" data-tab="${escapeHtml(tab.id)}">${inlineIcon(tab.icon)}<span class="boot-label">${escapeHtml(tab.title)}</span></span>`,
    )
    .join('');
  return `<div id="${BOOT_SHELL_ID}" aria-hidden="true"><div class="boot-header"><span class="boot-title"></span></div><div class="boot-tabs">${buttons}</div></div>`;
}

/** A module and what it imports, as one small classic script. */
async function classicScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
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
  return chunk.code.trim().replaceAll('</script', '<\\/script');
}

/**
 * P6: settles the theme and paints the shell before the first frame. Puts the boot scripts (inline:
 * a separate file would cost a round trip before the first paint) and the shell at the top of
 * `<body>`. The CSP allows these scripts by their hashes (vite/securityHeaders.ts).
 */
export function bootShell(): Plugin {
  let scripts: Promise<[string, string]> | undefined;
  return {
    name: 'tabshell:boot-shell',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        scripts ??= Promise.all([classicScript(THEME_ENTRY), classicScript(SHELL_ENTRY)]);
        const [theme, shell] = await scripts;
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
