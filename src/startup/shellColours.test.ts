// @vitest-environment node
/**
 * The painted shell (shell.css), the splash screen and the manifest (LAUNCH_BACKGROUND in
 * capacitor.config.ts) repeat Ionic's Material Design dark palette for the frames before Ionic's
 * own variables apply (P6). Ionic's palette is the one source: these fail when a copy drifts from
 * it, for instance after an Ionic upgrade.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LAUNCH_BACKGROUND } from '../../capacitor.config';

const require = createRequire(import.meta.url);
const ionicDark = readFileSync(require.resolve('@ionic/react/css/palettes/dark.class.css'), 'utf8');
const shellCss = readFileSync(new URL('./shell.css', import.meta.url), 'utf8');

/** A variable of Ionic's dark palette in Material Design mode, the mode of the first frame. */
function ionicMdDark(variable: string): string {
  const block = /\.ion-palette-dark\.md\s*\{([^}]*)\}/.exec(ionicDark)?.[1] ?? '';
  const value = new RegExp(`${variable}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
  if (!value) throw new Error(`Ionic's md dark palette has no ${variable}`);
  return value;
}

/** The shell's own value of `--boot-<name>` in the dark theme. */
function shellDark(name: string): string | undefined {
  const block =
    /html\[data-boot-theme='dark'\] #boot-shell,\s*body\.dark #boot-shell\s*\{([^}]*)\}/.exec(
      shellCss,
    )?.[1];
  return new RegExp(`--boot-${name}:\\s*([^;]+);`).exec(block ?? '')?.[1]?.trim();
}

describe("the dark background before Ionic's variables apply", () => {
  it("is Ionic's own: the splash screen, the manifest's and the shell's", () => {
    const background = ionicMdDark('--ion-background-color');
    expect(LAUNCH_BACKGROUND.dark).toBe(background);
    expect(shellDark('background')).toBe(background);
    expect(shellCss).toContain(`background: var(--ion-background-color, ${background});`);
  });

  it("the shell's bars are Ionic's toolbar and tab bar", () => {
    expect(shellDark('bar')).toBe(ionicMdDark('--ion-toolbar-background'));
    expect(shellDark('bar')).toBe(ionicMdDark('--ion-tab-bar-background'));
  });
});
