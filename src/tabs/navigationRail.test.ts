// @vitest-environment node
/**
 * P12: CSS cannot import RAIL_MIN_WIDTH, so each stylesheet that switches between the bottom bar
 * and the navigation rail writes the width again: these fail when a copy differs from it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RAIL_MIN_WIDTH } from './navigationRail';

const SRC = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every media query on the window's width in src/, by file. */
const widthQueries = cssFiles(SRC).flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(/@media[^{]*\b(?:min|max)-width[^{]*/g)].map(
    ([query]) => ({ file: relative(SRC, path), query: query.trim() }),
  ),
);

describe('the navigation rail width (P12)', () => {
  it("is Material 3's medium window: 600 px", () => {
    expect(RAIL_MIN_WIDTH).toBe(600);
  });

  // A window at least this wide gets the rail: each stylesheet's min-width is this width.
  const railQueries = widthQueries.filter(({ query }) => query.includes('min-width'));

  it('is the one width every stylesheet switches at', () => {
    expect(railQueries.length).toBeGreaterThan(0);
    expect(
      railQueries.filter(({ query }) => query !== `@media (min-width: ${RAIL_MIN_WIDTH}px)`),
    ).toEqual([]);
  });

  it('is where the tab bar, the painted shell and the update offer all switch', () => {
    expect(new Set(railQueries.map(({ file }) => file))).toEqual(
      new Set(['ionic/tabBar.css', 'startup/shell.css', 'theme/variables.css']),
    );
  });
});
