import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { darkPaletteOnBody } from './darkPaletteOnBody';

const paletteId = createRequire(import.meta.url).resolve(
  '@ionic/react/css/palettes/dark.class.css',
);

describe('darkPaletteOnBody', () => {
  it("S7: rewrites every selector of Ionic's class palette to body.dark", () => {
    const css = readFileSync(paletteId, 'utf8');
    const result = darkPaletteOnBody.apply(css);
    expect(css).toContain('.ion-palette-dark.md');
    expect(result).not.toContain('ion-palette-dark');
    expect(result).toContain('body.dark{');
    expect(result).toContain('.md body.dark{');
    expect(result).toContain('.ios body.dark{');
  });

  it('applies to the palette, not to another stylesheet', () => {
    expect(darkPaletteOnBody.file.test(paletteId)).toBe(true);
    expect(darkPaletteOnBody.file.test('/src/x.css')).toBe(false);
  });
});
