import type { Patch } from './patch.ts';

const PALETTE = /@ionic\/(react|core)\/css\/palettes\/dark\.class\.css$/;

/**
 * S7: the seed's flag is `body.dark`, while Ionic's dark palette keys off `.ion-palette-dark` on
 * `<html>` (where Ionic also puts its mode class). Rewriting the palette's selectors lets
 * `body.dark` alone switch the whole interface, with no second class to keep in step.
 */
export function onBody(css: string): string {
  return css
    .replace(/\.ion-palette-dark\.(ios|md)\b/g, '.$1 body.dark')
    .replace(/\.ion-palette-dark\b/g, 'body.dark');
}

/** What no longer fits in the installed palette: a selector `onBody` does not map. */
export function darkPaletteProblems(css: string): string[] {
  const problems: string[] = [];
  if (!css.includes('.ion-palette-dark'))
    problems.push('the palette no longer keys off .ion-palette-dark');
  if (onBody(css).includes('ion-palette-dark')) {
    problems.push('the palette has a selector onBody does not map');
  }
  return problems;
}

export const darkPaletteOnBody: Patch = {
  name: 'dark palette on body.dark',
  owner: 'vite/ionic/darkPaletteOnBody.ts',
  target: '@ionic/react/css/palettes/dark.class.css',
  file: PALETTE,
  problems: darkPaletteProblems,
  apply: onBody,
  withoutIt: "body.dark no longer switches Ionic's own colours to its dark palette",
};
