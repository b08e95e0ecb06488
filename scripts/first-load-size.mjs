#!/usr/bin/env node
// Reports what the browser fetches before the first page is ready, gzip-compressed, from the
// build's manifest: the page (index.html, the prerendered landing page), the entry and its static
// imports, the tabs module and the landing page's module with theirs, and their CSS. Preloaded
// chunks (fetched after the first page, S3) are listed apart. The budgets are apart too: the
// app's code (JS and CSS) and the page's HTML (what the prerender writes, P10).
// A stylesheet or script the page inlines (issue 57) is counted once, in its HTML.
// Issue 34's ceilings are checked too: each prerendered page at most --page-max-kb before
// compression, as it links its stylesheets (dist/linked/), and what the service worker precaches
// for one person (their variant's pages, every script and style) at most --precache-max-kb.
// Usage: node scripts/first-load-size.mjs [--budget-kb N] [--html-budget-kb N]
//   [--page-max-kb N] [--precache-max-kb N] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREEN_MODULES } from '../src/tabs/tabList.ts';
import { LINKED_FOLDER, sameVariant, variantOfFile } from '../src/shared/site.ts';
import { BUILD_MANIFEST } from '../vite/pipeline.ts';
import { bothModesStyled, resolvedModeStyles } from '../vite/ionic/modeStyles.ts';

const dist = 'dist';
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : undefined;
};
const budgetKb = option('--budget-kb');
const htmlBudgetKb = option('--html-budget-kb');
const pageMaxKb = option('--page-max-kb');
const precacheMaxKb = option('--precache-max-kb');

const manifest = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8'));
const byKey = new Map(Object.entries(manifest));
const findKey = (suffix) => [...byKey.keys()].find((key) => key.endsWith(suffix));

/** The first screen: the entry and the modules it loads for the landing page (FIRST_SCREEN_MODULES). */
const firstScreen = ['index.html', ...FIRST_SCREEN_MODULES].map((suffix) => {
  const key = findKey(suffix);
  if (!key) throw new Error(`${suffix} is not in the build manifest`);
  return key;
});

function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = byKey.get(key);
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const kind = (file) => (file.endsWith('.css') ? 'css' : file.endsWith('.html') ? 'html' : 'js');
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const first = closure(firstScreen);
first.add('index.html');
// The page's mode's element styles, loaded by the entry beside the first screen: the bigger mode's.
const modeStyles = ['ios', 'md']
  // The manifest names a virtual module by its id without the leading \0.
  .map((mode) => byKey.get(resolvedModeStyles(mode).slice(1))?.file)
  .filter(Boolean);
if (modeStyles.length !== 2)
  throw new Error('the ionic-styles chunks are not in the build manifest');
first.add(modeStyles.reduce((a, b) => (gzipKb(a) >= gzipKb(b) ? a : b)));
// The scripts the page itself asks for beside the entry (the owner of taps, vite/bootScripts.ts).
for (const [, file] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
  /<script\b[^>]*\bsrc="\/(assets\/[^"]+\.js)"/g,
)) {
  first.add(file);
}
// The landing page's element styles, one stylesheet a mode, linked from every prerendered page.
for (const file of readdirSync(join(dist, 'assets'))) {
  if (/^ionic-md-.*\.css$/.test(file)) first.add(`assets/${file}`);
}
// Those the page inlines are in its HTML.
for (const [, file] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
  /<style data-href="\/([^"]+)"/g,
)) {
  first.delete(file);
}

/** Every prerendered page as it links its stylesheets, with its size before compression. */
const linked = join(dist, LINKED_FOLDER);
const pages = (existsSync(linked) ? readdirSync(linked, { recursive: true, encoding: 'utf8' }) : [])
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ file, kb: statSync(join(linked, file)).size / 1024 }));
const biggestPage = pages.reduce((max, page) => (page.kb > max.kb ? page : max), {
  file: '',
  kb: 0,
});

/** What the service worker precaches for one person: the manifest, their variant's pages only. */
const workerEntries = [
  ...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g),
].map(([, url]) => url);
const variants = new Map();
for (const url of workerEntries.filter((url) => url.endsWith('.html'))) {
  const { mode, language } = variantOfFile(url);
  variants.set(`${mode}/${language}`, { mode, language });
}
const precacheKb = Math.max(
  0,
  ...[...variants.values()].map((variant) =>
    workerEntries
      .filter((url) => !url.endsWith('.html') || sameVariant(variantOfFile(url), variant))
      .reduce((sum, url) => sum + statSync(join(dist, url)).size / 1024, 0),
  ),
);
const all = new Set([...byKey.values()].map((chunk) => chunk.file));
const later = [...all].filter((file) => !first.has(file) && statSync(join(dist, file)).isFile());

const totals = { html: 0, js: 0, css: 0 };
for (const file of first) totals[kind(file)] += gzipKb(file);
const firstKb = totals.html + totals.js + totals.css;
const laterKb = later.reduce((sum, file) => sum + gzipKb(file), 0);

const report = {
  firstLoadKb: Number(firstKb.toFixed(1)),
  byKind: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v.toFixed(1))])),
  firstLoadFiles: first.size,
  preloadedLaterKb: Number(laterKb.toFixed(1)),
  preloadedLaterFiles: later.length,
  pages: pages.length,
  biggestPage: { file: biggestPage.file, kb: Number(biggestPage.kb.toFixed(1)) },
  precacheForOnePersonKb: Number(precacheKb.toFixed(0)),
};

if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(
    `First load (gzip): ${report.firstLoadKb} kB in ${report.firstLoadFiles} files ` +
      `(JS ${report.byKind.js} kB, CSS ${report.byKind.css} kB, HTML ${report.byKind.html} kB)`,
  );
  console.log(
    `Preloaded after the first page: ${report.preloadedLaterKb} kB in ${report.preloadedLaterFiles} files`,
  );
  console.log(
    `Prerendered pages: ${report.pages}, the biggest ${report.biggestPage.file} ${report.biggestPage.kb} kB; ` +
      `the service worker precaches ${report.precacheForOnePersonKb} kB for one person`,
  );
}

const codeKb = totals.js + totals.css;
let over = false;
// Ionic's elements with styles in both modes, on the first screen but not split (vite/ionic/modeStyles.ts).
const unsplit = [...first].filter(
  (file) => file.endsWith('.js') && bothModesStyled(readFileSync(join(dist, file), 'utf8')) > 0,
);
if (unsplit.length > 0) {
  console.error(
    `The first load's ${unsplit.join(', ')} carries Ionic elements' styles in both modes: add their tags to FIRST_SCREEN_TAGS in vite/ionic/modeStyles.ts.`,
  );
  over = true;
}
if (budgetKb !== undefined && codeKb > budgetKb) {
  console.error(
    `The first load's code (JS and CSS) ${codeKb.toFixed(1)} kB is over its budget of ${budgetKb} kB.`,
  );
  over = true;
}
if (htmlBudgetKb !== undefined && totals.html > htmlBudgetKb) {
  console.error(
    `The first page's HTML ${totals.html.toFixed(1)} kB is over its budget of ${htmlBudgetKb} kB.`,
  );
  over = true;
}
if (pageMaxKb !== undefined && biggestPage.kb > pageMaxKb) {
  console.error(
    `The prerendered page ${biggestPage.file} is ${biggestPage.kb.toFixed(1)} kB, over ${pageMaxKb} kB.`,
  );
  over = true;
}
if (precacheMaxKb !== undefined && precacheKb > precacheMaxKb) {
  console.error(
    `The service worker precaches ${precacheKb.toFixed(0)} kB for one person, over ${precacheMaxKb} kB.`,
  );
  over = true;
}
if (over) process.exit(1);
