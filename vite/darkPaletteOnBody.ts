import type { Plugin } from 'vite';

const PALETTE = /@ionic\/(react|core)\/css\/palettes\/dark\.class\.css$/;

/**
 * S7: the seed's flag is `body.dark`, while Ionic's dark palette keys off `.ion-palette-dark` on
 * `<html>` (where Ionic also puts its mode class). Rewriting the palette's selectors lets
 * `body.dark` alone switch the whole interface, with no second class to keep in step.
 */
export function darkPaletteOnBody(): Plugin {
  return {
    name: 'tabshell:dark-palette-on-body',
    enforce: 'pre',
    transform(code, id) {
      if (!PALETTE.test(id.split('?')[0] ?? '')) return null;
      const rewritten = code
        .replace(/\.ion-palette-dark\.(ios|md)\b/g, '.$1 body.dark')
        .replace(/\.ion-palette-dark\b/g, 'body.dark');
      if (rewritten.includes('ion-palette-dark')) {
        this.error('Ionic dark palette has a selector this plugin does not map');
      }
      return { code: rewritten, map: null };
    },
  };
}
