// @vitest-environment node
/**
 * Issue 29: the app's colours are written once, in capacitor.config.ts, and every copy a platform
 * needs in its own file (the page's theme-color, the web app manifest, Android's resources) is
 * checked against them here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_COLOUR, LAUNCH_BACKGROUND, THEME_COLOUR } from '../capacitor.config';
import { webManifest } from '../vite/webManifest';

const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The colour an Android resource file names `name`, lower-cased. */
function androidColour(file: string, name: string): string | undefined {
  return new RegExp(`<color name="${name}">(#[0-9a-fA-F]{6})</color>`)
    .exec(read(file))?.[1]
    ?.toLowerCase();
}

describe("the app's colours, written once (capacitor.config.ts)", () => {
  it("index.html's theme-color is THEME_COLOUR, light and dark", () => {
    const html = read('index.html');
    for (const [scheme, colour] of Object.entries(THEME_COLOUR)) {
      expect(html).toContain(
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${colour}" />`,
      );
    }
  });

  it("the manifest's theme and background are THEME_COLOUR and LAUNCH_BACKGROUND", () => {
    const { theme_color, background_color } = webManifest();
    expect(theme_color).toBe(THEME_COLOUR.light);
    expect(background_color).toBe(LAUNCH_BACKGROUND.light);
  });

  it("Android's launch background is LAUNCH_BACKGROUND, by day and by night", () => {
    const res = 'android/app/src/main/res';
    expect(androidColour(`${res}/values/launch_background.xml`, 'launch_background')).toBe(
      LAUNCH_BACKGROUND.light,
    );
    expect(androidColour(`${res}/values-night/launch_background.xml`, 'launch_background')).toBe(
      LAUNCH_BACKGROUND.dark,
    );
  });

  it("Android's launcher icon background is BRAND_COLOUR", () => {
    expect(
      androidColour(
        'android/app/src/main/res/values/ic_launcher_background.xml',
        'ic_launcher_background',
      ),
    ).toBe(BRAND_COLOUR);
  });

  it('no stylesheet spells a colour of these out: the app reads Ionic’s variables', () => {
    const css = [
      'src/theme/variables.css',
      'src/ionic/tabBar.css',
      'src/ionic/components.css',
      'src/tabs/tabBadges.css',
    ]
      .map(read)
      .join('\n');
    expect(css.toLowerCase()).not.toContain(BRAND_COLOUR);
  });
});
