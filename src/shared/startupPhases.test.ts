// @vitest-environment node
/**
 * Issue 29: a load's phases are named in one module (startupPhases.ts), written only by its
 * setters, and read by CSS under those names, so a renamed or misspelt phase fails here rather
 * than as a page that never shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOT_THEME_ATTRIBUTE,
  BOOT_THEMES,
  PHASE_ATTRIBUTES,
  RENDER_ATTRIBUTE,
  RENDER_PHASES,
} from './startupPhases';

const src = join(import.meta.dirname, '..');
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) => !file.includes('.test.') && /\.(tsx?|css)$/.test(file),
);
const read = (file: string) => readFileSync(join(src, file), 'utf8');
const code = files.filter((file) => /\.tsx?$/.test(file));
const styles = files.filter((file) => file.endsWith('.css'));

/** The exported names of startupPhases.ts's attributes and marks. */
const PHASE_NAMES = [
  ...read('shared/startupPhases.ts').matchAll(/^export const (\w+(?:ATTRIBUTE|MARK)) =/gm),
].map(([, name]) => name ?? '');

describe('the start-up phases, named once (issue 29)', () => {
  it('draws every attribute in its diagram', () => {
    const diagram = read('shared/startupPhases.ts').split('*/')[0] ?? '';
    for (const attribute of PHASE_ATTRIBUTES) expect(diagram).toContain(attribute);
  });

  it('is the only writer of its attributes and marks', () => {
    const writes = code
      .filter((file) => file !== 'shared/startupPhases.ts')
      .flatMap((file) =>
        [
          ...read(file).matchAll(
            /(?:setAttribute|removeAttribute|toggleAttribute|performance\.mark)\(\s*([^,)]+)/g,
          ),
        ]
          .map(([, first = '']) => first.trim())
          .filter(
            (first) =>
              PHASE_NAMES.includes(first) ||
              PHASE_ATTRIBUTES.some((attribute) => first === `'${attribute}'`) ||
              first.endsWith('_MARK'),
          )
          .map((first) => `${file}: ${first}`),
      );
    expect(writes).toEqual([]);
  });

  it('spells none of them out anywhere else in the code', () => {
    const spelled = code
      .filter((file) => file !== 'shared/startupPhases.ts')
      .flatMap((file) =>
        PHASE_ATTRIBUTES.filter((attribute) =>
          new RegExp(`['"\`]${attribute}['"\`=]`).test(read(file)),
        ).map((attribute) => `${file}: ${attribute}`),
      );
    expect(spelled).toEqual([]);
  });

  it('matches every CSS attribute selector against the names and values the code declares', () => {
    // Every `data-*` attribute the code names in a string; a selector for any other is a typo.
    const declared = new Set(
      code.flatMap((file) =>
        [...read(file).matchAll(/['"`](data-[a-z-]+)['"`]/g)].map(([, name]) => name),
      ),
    );
    const values: Record<string, readonly string[]> = {
      [RENDER_ATTRIBUTE]: RENDER_PHASES,
      [BOOT_THEME_ATTRIBUTE]: BOOT_THEMES,
    };
    const wrong = styles.flatMap((file) =>
      [...read(file).matchAll(/\[(data-[a-z-]+)(?:=['"]?([^'"\]]*)['"]?)?\]/g)].flatMap(
        ([selector, name = '', value]) => {
          if (!declared.has(name)) return [`${file}: ${selector} names no attribute of the code`];
          const known = values[name];
          if (value !== undefined && known && !known.includes(value)) {
            return [`${file}: ${selector} is no value of ${name} (${known.join(', ')})`];
          }
          return [];
        },
      ),
    );
    expect(wrong).toEqual([]);
    // The check reads the selectors it should: the shell's CSS has phase selectors to check.
    expect(read('startup/shell.css')).toMatch(/\[data-render='client'\]/);
  });
});
