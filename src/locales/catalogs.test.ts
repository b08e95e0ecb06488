/**
 * P14: every language has every message the code uses, and no other; each one renders with its
 * values. The catalogs are read twice: as text (the ids and their placeholders) and as the
 * compiled modules the app loads (src/shared/i18n.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_NAMES, LANGUAGES } from '../shared/languages';
import { TAB_LIST } from '../tabs/tabList';

const SRC = join(import.meta.dirname, '..');
const LOCALES = join(SRC, 'locales');
/** Each catalog compiled as the app loads it (`@lingui/vite-plugin`). */
const COMPILED = import.meta.glob<{ messages: Messages }>('./*.po');

/** Each message of a PO catalog: its id and its text. */
function readCatalog(file: string): Map<string, string> {
  const text = readFileSync(join(LOCALES, file), 'utf8');
  const entries = new Map<string, string>();
  for (const [, id = '', message = ''] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(id, message.replace(/\\(.)/g, '$1'));
  }
  return entries;
}

/** The argument names a message takes: `{count, plural, …}` and `{shown}` give count and shown. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map(([, name]) => name ?? ''))]
    .filter((name) => name !== '')
    .sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every message id the code names: `_('id')`, `msg('id')`, either side of `_(a ? 'x' : 'y')`. */
function idsInCode(): Set<string> {
  const ids = new Set(TAB_LIST.map((tab) => `tab.${tab.id}`));
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const [, id = ''] of code.matchAll(/\b(?:_|msg)\(\s*'([\w.-]+)'/g)) ids.add(id);
    for (const [, a = '', b = ''] of code.matchAll(
      /\b_\(\s*[\w.!]+\s*\?\s*'([\w.-]+)'\s*:\s*'([\w.-]+)'/g,
    )) {
      ids.add(a).add(b);
    }
  }
  return ids;
}

/** Each message id with the translator's note above it (`#.`), or '' where there is none. */
function notesOf(file: string): Map<string, string> {
  const text = readFileSync(join(LOCALES, file), 'utf8');
  const notes = new Map<string, string>();
  for (const entry of text.split(/\n\n/)) {
    const id = /^msgid "(.+)"$/m.exec(entry)?.[1];
    if (id) notes.set(id, /^#\. (.+)$/m.exec(entry)?.[1] ?? '');
  }
  return notes;
}

/**
 * P15: a name from the code in a text a person reads: camelCase or PascalCase words
 * (prefersDark, StatusBar), a call, a literal (true, false), a placeholder that carries a code name.
 */
const CODE_NAME =
  /\b(?!iOS\b)[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z][a-z]\w*|\w\(|\b(?:true|false|null|undefined)\b|\{(?:plugin|platform)\}/;
/** English words of the trade a translation kept in English. */
const ENGLISH_JARGON = /\b(?:Sheet|Overlay|Toolkit|Service Worker|Plugin)\b/i;

const english = readCatalog('en.po');
const files = readdirSync(LOCALES).filter((file) => file.endsWith('.po'));

/** A value for every argument a message may take. */
const VALUES = {
  tab: 'Explore',
  badge: '3 new',
  count: 3,
  shown: '3',
  source: 'from storage',
  number: 1,
  label: 'Theme applied',
  duration: '12 ms',
  ms: '12',
  reason: 'no native StatusBar on the web',
  error: 'Error: timed out',
  plugin: 'StatusBar',
  platform: 'web',
  priority: 101,
};

describe('P14: the message catalogs', () => {
  it('one catalog for each language the app speaks, and no other', () => {
    expect(files.map((file) => file.replace('.po', '')).sort()).toEqual(
      Object.keys(LANGUAGE_NAMES).sort(),
    );
  });

  it('English has every message the code names, and none it does not', () => {
    const used = idsInCode();
    expect([...used].filter((id) => !english.has(id))).toEqual([]);
    expect([...english.keys()].filter((id) => !used.has(id))).toEqual([]);
  });

  it("English names each tab as its entry in the tab list does (the painted shell's label)", () => {
    for (const tab of TAB_LIST) expect(english.get(`tab.${tab.id}`), tab.id).toBe(tab.title);
  });

  it.each(files)('%s has every English message, translated, with the same arguments', (file) => {
    const catalog = readCatalog(file);
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [id, message] of catalog) {
      expect(message, id).not.toBe('');
      expect(argumentsOf(message), id).toEqual(argumentsOf(english.get(id) ?? ''));
    }
  });

  it.each(files)('P15: %s has a note for translators on every message', (file) => {
    const missing = [...notesOf(file)].filter(([, note]) => note.trim().length < 10);
    expect(missing.map(([id]) => id)).toEqual([]);
  });

  it.each(files)('P15: %s shows no name from the code, in no message', (file) => {
    const found = [...readCatalog(file)]
      .map(([id, message]) => [id, CODE_NAME.exec(message)?.[0]])
      .filter(([, name]) => name !== undefined);
    expect(found).toEqual([]);
  });

  it.each(files.filter((file) => file !== 'en.po'))(
    'P15: %s keeps no English word of the trade untranslated',
    (file) => {
      const found = [...readCatalog(file)].filter(([, message]) => ENGLISH_JARGON.test(message));
      expect(found).toEqual([]);
    },
  );

  it.each(files)('%s, compiled as the app loads it, renders every message', async (file) => {
    const language = file.replace('.po', '');
    const load = COMPILED[`./${file}`];
    if (!load) throw new Error(`${file} has no compiled module`);
    const { messages } = await load();
    const previous = i18n.locale;
    i18n.loadAndActivate({ locale: language, messages });
    try {
      for (const id of english.keys()) {
        const text = i18n._(id, VALUES);
        expect(text, id).not.toBe(id);
        expect(text, id).not.toMatch(/[{}]/);
      }
    } finally {
      i18n.activate(previous);
    }
  });

  it('iOS is told the same languages, so its web view reports the device language among them', () => {
    const plist = readFileSync(join(SRC, '../ios/App/App/Info.plist'), 'utf8');
    const declared = /<key>CFBundleLocalizations<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(
      plist,
    )?.[1];
    const languages = [...(declared ?? '').matchAll(/<string>([^<]+)<\/string>/g)].map(
      ([, code]) => code,
    );
    expect(languages).toEqual(LANGUAGES);
  });
});
