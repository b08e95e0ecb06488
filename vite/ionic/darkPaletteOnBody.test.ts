import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { darkPaletteOnBody } from './darkPaletteOnBody';
import { pluginTransform } from '../pluginTransform';

const paletteId = createRequire(import.meta.url).resolve(
  '@ionic/react/css/palettes/dark.class.css',
);

describe('darkPaletteOnBody', () => {
  it("S7: rewrites every selector of Ionic's class palette to body.dark", () => {
    const css = readFileSync(paletteId, 'utf8');
    const result = pluginTransform(darkPaletteOnBody())(css, paletteId);
    expect(css).toContain('.ion-palette-dark.md');
    expect(result?.code).not.toContain('ion-palette-dark');
    expect(result?.code).toContain('body.dark{');
    expect(result?.code).toContain('.md body.dark{');
    expect(result?.code).toContain('.ios body.dark{');
  });

  it('leaves every other file alone', () => {
    expect(pluginTransform(darkPaletteOnBody())('.ion-palette-dark{}', '/src/x.css')).toBeNull();
  });
});
