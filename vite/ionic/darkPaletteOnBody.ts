import type { Patch } from './patch.ts';

const PALETTE = /@ionic\/(react|core)\/css\/palettes\/dark\.class\.css$/;

/** S7: Ionic's dark palette keyed off the seed's `body.dark`, not `<html>`'s class. */
export function onBody(css: string): string {
  return css
    .replace(/\.ion-palette-dark\.(ios|md)\b/g, '.$1 body.dark')
    .replace(/\.ion-palette-dark\b/g, 'body.dark');
}

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
