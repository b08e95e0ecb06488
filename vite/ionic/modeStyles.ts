/**
 * Ionic's first-screen elements carry their styles for both modes; a page uses one. In the client
 * build their styles move to one module a mode (`virtual:ionic-styles/md`), which the entry loads
 * before the elements upgrade (src/ionic/modeStyles.ts), and the elements read them from there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IonicMode } from '../../src/ionic/mode.ts';

/** The elements split by mode: those with styles by mode that every first screen upgrades. */
export const FIRST_SCREEN_TAGS: readonly string[] = [
  'ion-back-button',
  'ion-button',
  'ion-buttons',
  'ion-header',
  'ion-item',
  'ion-label',
  'ion-list',
  'ion-note',
  'ion-tab-bar',
  'ion-tab-button',
  'ion-title',
  'ion-toolbar',
];

export const MODE_STYLES_ID = 'virtual:ionic-styles/';
export const REGISTRY = fileURLToPath(new URL('../../src/ionic/modeStyles.ts', import.meta.url));
const COMPONENTS = fileURLToPath(
  new URL('../../node_modules/@ionic/core/components', import.meta.url),
);

const LITERAL = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`;
/** Stencil's getter, then the start of the element's metadata: `},[flags,"ion-tag"`. */
const GETTER = new RegExp(
  String.raw`static get style\(\)\{return\{(ios|md):(${LITERAL}),(ios|md):(${LITERAL})\}\}(?=\},\[\d+,"(ion-[a-z-]+)")`,
  'g',
);

/** Each element's styles by mode, as JavaScript string literals. */
export type ModeStyles = ReadonlyMap<string, Readonly<Record<IonicMode, string>>>;

export function stylesByMode(code: string): ModeStyles {
  const styles = new Map<string, Record<IonicMode, string>>();
  for (const [, firstMode, first = '', , second = '', tag = ''] of code.matchAll(GETTER)) {
    const ios = firstMode === 'ios' ? first : second;
    const md = firstMode === 'ios' ? second : first;
    styles.set(tag, { ios, md });
  }
  return styles;
}

let installed: ModeStyles | undefined;

/** The first-screen elements' styles in the installed Ionic. */
export function installedModeStyles(dir = COMPONENTS): ModeStyles {
  if (dir === COMPONENTS && installed) return installed;
  const styles = new Map<string, Readonly<Record<IonicMode, string>>>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const [tag, style] of stylesByMode(readFileSync(`${dir}/${file}`, 'utf8'))) {
      if (FIRST_SCREEN_TAGS.includes(tag)) styles.set(tag, style);
    }
  }
  if (dir === COMPONENTS) installed = styles;
  return styles;
}

/** What a change to Ionic left unsplit: these elements keep both modes in their modules. */
export function unsplitTags(styles: ModeStyles): string[] {
  return FIRST_SCREEN_TAGS.filter((tag) => !styles.has(tag));
}

export function unsplitWarning(tags: readonly string[]): string {
  return `vite/ionic/modeStyles.ts: the installed @ionic/core no longer has styles by mode in the form this build splits for ${tags.join(', ')}; they stay in their modules in both modes, and the first load is larger.`;
}

/** How many elements in built (minified) code still carry non-empty styles for both modes. */
export function bothModesStyled(code: string): number {
  return [...code.matchAll(/get style\(\)\{return\{(?:ios|md):(["'`])(.)/g)].filter(
    ([, quote, next]) => next !== quote,
  ).length;
}

/** A component module with the first-screen elements' getters reading the loaded mode's styles. */
export function readStylesByMode(code: string, split: ModeStyles): string {
  const rewritten = code.replace(GETTER, (getter: string, ...groups: string[]) => {
    const tag = groups[4] ?? '';
    return split.has(tag)
      ? `static get style(){return __tabshellModeStyle(${JSON.stringify(tag)})}`
      : getter;
  });
  if (rewritten === code) return code;
  return `import { modeStyle as __tabshellModeStyle } from ${JSON.stringify(REGISTRY)};\n${rewritten}`;
}

/** The virtual module of one mode's styles, by tag. */
export function modeStylesModule(mode: IonicMode, split: ModeStyles): string {
  const entries = [...split].map(([tag, style]) => `${JSON.stringify(tag)}:${style[mode]}`);
  return `export default {${entries.join(',')}};\n`;
}

/** The mode an import of `virtual:ionic-styles/<mode>` asks for. */
export function modeOfImport(source: string): IonicMode | undefined {
  const mode = source.startsWith(MODE_STYLES_ID) ? source.slice(MODE_STYLES_ID.length) : '';
  return mode === 'ios' || mode === 'md' ? mode : undefined;
}

/** Resolved, with a name its chunk takes: `ionic-styles-md-<hash>.js`. */
export const resolvedModeStyles = (mode: IonicMode) => `\0virtual/ionic-styles-${mode}`;

export const modeOfResolved = (id: string): IonicMode | undefined =>
  (['ios', 'md'] as const).find((mode) => id === resolvedModeStyles(mode));
