// @vitest-environment node
/**
 * The painted shell (shell.css), the splash screen and the manifest (LAUNCH_BACKGROUND in
 * capacitor.config.ts) repeat Ionic's colours for the frames before Ionic's own variables apply
 * (P6, P15). Ionic is the one source: each colour of the shell's toolbar and tab bar is Ionic's
 * own chain of variables, in each mode, ending in the shell's last fallback, which is Ionic's in
 * the light theme and what Ionic's dark palette gives in the dark. These fail when a copy drifts
 * from Ionic, for instance after an Ionic upgrade.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LAUNCH_BACKGROUND } from '../../capacitor.config';

const require = createRequire(import.meta.url);
const read = (path: string) => readFileSync(require.resolve(path), 'utf8');
const ionicDark = read('@ionic/react/css/palettes/dark.class.css');
const shellCss = readFileSync(new URL('./shell.css', import.meta.url), 'utf8');
const tabBarCss = readFileSync(new URL('../ionic/tabBar.css', import.meta.url), 'utf8');

type Mode = 'md' | 'ios';
type Theme = 'light' | 'dark';

/** CSS with no whitespace and long hex colours, lower-cased, so that equal CSS compares equal. */
function normal(css: string): string {
  return css
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/g, '#$1$1$2$2$3$3');
}

/** The custom properties the first block `opening` starts declares. */
function declarations(css: string, opening: RegExp): Record<string, string> {
  const match = opening.exec(css);
  if (!match) throw new Error(`no block ${opening}`);
  const body = css.slice(match.index + match[0].length, css.indexOf('}', match.index));
  return Object.fromEntries(
    [...body.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(
      ([, name = '', value = '']) => [name, value.trim()],
    ),
  );
}

/** Ionic's dark palette in `mode`: its variables for every mode, then the mode's own. */
function ionicPalette(mode: Mode): Record<string, string> {
  return {
    ...declarations(ionicDark, /\.ion-palette-dark\s*\{/),
    ...declarations(ionicDark, new RegExp(`\\.ion-palette-dark\\.${mode}\\s*\\{`)),
  };
}

/** The shell's blocks of `--boot-*` values, the first that sets a value winning. */
const SHELL_BLOCKS: Record<`${Mode} ${Theme}`, readonly RegExp[]> = (() => {
  const md = /^#boot-shell \{/m;
  const ios = /^html\.ios #boot-shell \{/m;
  const dark = /^html\[data-boot-theme='dark'\] #boot-shell,\s*body\.dark #boot-shell \{/m;
  const iosDark =
    /^html\.ios\[data-boot-theme='dark'\] #boot-shell,\s*html\.ios body\.dark #boot-shell \{/m;
  return {
    'md light': [md],
    'ios light': [ios, md],
    'md dark': [dark, md],
    'ios dark': [iosDark, dark, ios, md],
  };
})();

/** The shell's own value of `--boot-<name>` in `mode` and `theme`. */
function shellValue(mode: Mode, theme: Theme, name: string): string | undefined {
  return SHELL_BLOCKS[`${mode} ${theme}`]
    .map((opening) => declarations(shellCss, opening)[`--boot-${name}`])
    .find((value) => value !== undefined);
}

/** Ionic's declaration of `property` in a component's stylesheet for `mode`, from its variables. */
function ionicChain(component: 'toolbar' | 'tab-bar', mode: Mode, property: string): string {
  const css = read(`@ionic/core/dist/collection/components/${component}/${component}.${mode}.css`);
  const value = new RegExp(`^\\s*${property}:\\s*([^;]*var\\(--ion-${component}-[^;]*);`, 'm').exec(
    css,
  )?.[1];
  if (!value) throw new Error(`Ionic's ${component}.${mode}.css has no ${property}`);
  return value;
}

/** A chain of variables: the variables it reads, in turn, and the colour it ends in. */
function parseChain(chain: string) {
  const variables = [...chain.matchAll(/var\((--[\w-]+),/g)].map(([, name = '']) => name);
  const start = chain.indexOf(',', chain.lastIndexOf('var(')) + 1;
  const end = chain.length - variables.length;
  /** The chain with its last colour replaced. */
  const endingIn = (colour: string) => `${chain.slice(0, start)} ${colour}${chain.slice(end)}`;
  return { variables, last: chain.slice(start, end).trim(), endingIn };
}

/** Each colour of the shell's toolbar and tab bar: Ionic's declaration, and the shell's name. */
const COLOURS = [
  { component: 'toolbar', property: '--background', name: 'bar' },
  { component: 'toolbar', property: '--color', name: 'text' },
  { component: 'tab-bar', property: '--background', name: 'bar' },
  { component: 'tab-bar', property: '--border', name: 'line' },
  { component: 'tab-bar', property: '--color', name: 'tab' },
  { component: 'tab-bar', property: '--color-selected', name: 'selected' },
  // Material Design's toolbar draws no line.
  { component: 'toolbar', property: '--border-color', name: 'line', only: 'ios' },
] as const;

/** The selected tab's colour the app gives in the dark theme, over Ionic's (src/ionic/tabBar.css). */
const appSelectedDark = /body\.dark ion-tab-button\s*\{\s*--color-selected:\s*([^;]+);/.exec(
  tabBarCss,
)?.[1];

describe("the dark background before Ionic's variables apply", () => {
  it("is Ionic's own: the splash screen, the manifest's and the shell's", () => {
    const background = ionicPalette('md')['--ion-background-color'] ?? '';
    expect(normal(LAUNCH_BACKGROUND.dark)).toBe(normal(background));
    expect(normal(shellValue('md', 'dark', 'background') ?? '')).toBe(normal(background));
    expect(shellCss).toContain(
      `background: var(--ion-background-color, ${LAUNCH_BACKGROUND.dark});`,
    );
    expect(normal(shellValue('ios', 'dark', 'background') ?? '')).toBe(
      normal(ionicPalette('ios')['--ion-background-color'] ?? ''),
    );
  });
});

describe.each(['md', 'ios'] as const)("the shell's toolbar and tab bar in %s", (mode) => {
  const colours = COLOURS.filter((colour) => !('only' in colour) || colour.only === mode);

  it.each(colours)(
    "read Ionic's $component $property, ending in --boot-$name",
    ({ component, property, name }) => {
      const { endingIn } = parseChain(ionicChain(component, mode, property));
      expect(normal(shellCss)).toContain(normal(endingIn(`var(--boot-${name})`)));
    },
  );

  it.each(colours)(
    "end, in the light theme, in Ionic's last fallback for its $component $property",
    ({ component, property, name }) => {
      const { last } = parseChain(ionicChain(component, mode, property));
      expect(normal(shellValue(mode, 'light', name) ?? '')).toBe(normal(last));
    },
  );

  it.each(colours)(
    "end, in the dark theme, in what Ionic's dark palette gives its $component $property",
    ({ component, property, name }) => {
      const { variables, last } = parseChain(ionicChain(component, mode, property));
      const palette = ionicPalette(mode);
      const given =
        name === 'selected'
          ? appSelectedDark
          : (variables.map((variable) => palette[variable]).find(Boolean) ?? last);
      expect(given).toBeDefined();
      expect(normal(shellValue(mode, 'dark', name) ?? '')).toBe(normal(given ?? ''));
    },
  );
});

describe("the selected tab's colour in the dark theme", () => {
  it("is the app's own, over Ionic's chain", () => {
    expect(appSelectedDark).toBeDefined();
    expect(normal(shellCss)).toContain(
      normal(
        "html[data-boot-theme='dark'] #boot-shell .boot-tabs, body.dark #boot-shell .boot-tabs { --boot-color-selected: var(--boot-selected); }",
      ),
    );
  });
});
