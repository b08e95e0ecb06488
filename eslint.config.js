import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The app's layers, lowest first: a file imports only from its own layer or below (issue 12).
 * `src/main.tsx` and `src/start.tsx` sit on top, with the app shell.
 */
const LAYERS = ['ionic', 'shared', 'platform', 'theme', 'startup', 'pages', 'tabs', 'app'];
const layerZones = LAYERS.flatMap((layer, index) =>
  LAYERS.slice(index + 1).map((above) => ({
    target: `./src/${layer}`,
    from: `./src/${above}`,
    message: `${layer} is below ${above} (layers, lowest first: ${LAYERS.join(' <- ')}).`,
  })),
).concat(
  LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/main.tsx', './src/start.tsx'],
    message: 'The entry modules import the app; nothing imports them.',
  })),
);
// A page never imports another page's files: what two pages share lives in a lower layer.
const pageZones = readdirSync('src/pages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/pages/${name}`,
    from: './src/pages',
    except: [`./${name}`],
    message: 'A page does not import another page: move what they share below the pages.',
  }));

/**
 * Ionic components kept out of the first load: `@ionic/react` is one module in it, so every wrapper
 * imported from it anywhere travels there with its component's code (`npm run size` then fails its
 * budget without saying why).
 */
const lazyIonicImports = [
  ['IonToggle', 'IonToggle', 'lazyToggle.ts', 'the toggle about 6 kB of gzip'],
  ['IonMenu', 'IonMenu', 'lazyIonic.ts', 'the menu about 4 kB of gzip'],
  ['IonModal', 'IonSheet', 'lazyIonic.ts', 'the modal about 11 kB of gzip'],
].map(([name, lazy, file, cost]) => ({
  name: '@ionic/react',
  importNames: [name],
  message: `Use ${lazy} from src/ionic/${file}: imported from @ionic/react, ${name} goes into the first load (${cost}) and npm run size fails its budget.`,
}));

/**
 * What only a browser has, which pages reach through src/platform: a page is also rendered in Node
 * at build time (the prerender, P10), then hydrated, so a render that read one would differ or throw.
 */
const PRERENDERED =
  'add a function to src/platform if none fits, and in a render show what it reads only behind useHydrated() (src/shared/hydration.ts): pages are prerendered in Node (P10).';
const browserGlobals = Object.entries({
  window: 'Use a function of src/platform (browser.ts, runtime.ts);',
  self: 'Use a function of src/platform (browser.ts, runtime.ts);',
  document: 'Use a ref (useRef) for an element, or a function of src/platform;',
  navigator: 'Use isOnline() or copyText() (src/platform/browser.ts);',
  location:
    'Use useLocation() (react-router-dom) for the path, or pageAddress() (src/platform/browser.ts) for the whole address;',
  history: 'Navigate with a routerLink or useIonRouter() (@ionic/react);',
  localStorage:
    'Use the store that owns the value (themeStore), or safeLocalStorage() (src/platform/browser.ts);',
  sessionStorage: 'Use safeLocalStorage() (src/platform/browser.ts) or a store;',
  matchMedia:
    'Use systemPrefersDark() or onSystemSchemeChange() (src/platform/browser.ts), or runtimeKind() (src/platform/runtime.ts);',
  screen: 'Use a function of src/platform, or CSS;',
  innerWidth: 'Use CSS (media queries), or a function of src/platform;',
  innerHeight: 'Use CSS (media queries), or a function of src/platform;',
  devicePixelRatio: 'Use CSS (media queries), or a function of src/platform;',
  visualViewport: 'Use CSS, or a function of src/platform;',
  getComputedStyle: 'Use CSS, or a function of src/platform;',
}).map(([name, instead]) => ({ name, message: `${instead} ${PRERENDERED}` }));

/**
 * Ionic's DOM behind one seam: outside src/ionic, code reaches Ionic through @ionic/react's
 * components and hooks and src/ionic's functions, never by querying its elements or classes or
 * listening to its events (issue 56). Tests may look, to check what the app does.
 */
const IONIC_CLASSES =
  'ion-[a-z][\\w-]*|tab-selected|show-menu|overlay-hidden|hydrated|menu-content|toolbar-title';
const SEAM = 'Ionic is reached through src/ionic: add or use a function there';
const ionicDomQueries = [
  {
    selector: `CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest|matches|getElementsByTagName|getElementsByClassName)$/] > Literal.arguments[value=/(^|[^\\w-])(${IONIC_CLASSES})/]`,
    message: `${SEAM} rather than query Ionic's elements or classes.`,
  },
  {
    selector: `CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest|matches|getElementsByTagName|getElementsByClassName)$/] > TemplateLiteral.arguments > TemplateElement[value.raw=/(^|[^\\w-])(${IONIC_CLASSES})/]`,
    message: `${SEAM} rather than query Ionic's elements or classes.`,
  },
  {
    selector: `CallExpression[callee.object.property.name='classList'] > Literal.arguments[value=/^(${IONIC_CLASSES})$/]`,
    message: `${SEAM} rather than read or set Ionic's classes.`,
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==$/][left.property.name=/^(localName|tagName|nodeName)$/] > Literal[value=/^ion-/i]`,
    message: `${SEAM} rather than tell Ionic's elements by their tag.`,
  },
  {
    selector: `CallExpression[callee.property.name=/^(add|remove)EventListener$/] > Literal.arguments:first-child[value=/^ion[A-Z]/]`,
    message: `${SEAM} rather than listen to an Ionic event (a JSX prop such as onIonChange is fine).`,
  },
];
/** Taps have one owner until the app is live (src/startup/input.ts), then Ionic's (issue 56). */
const tapListeners = [
  {
    selector: `CallExpression[callee.property.name='addEventListener'] > Literal.arguments:first-child[value=/^(click|dblclick|auxclick|pointer\\w*|touch\\w*|mouse\\w*|ionTabButtonClick)$/]`,
    message:
      'Before live, src/startup/input.ts owns taps (add a row to its INPUT_TABLE); after, use a component prop (IonTabButton onClick, onClick) or a function of src/ionic.',
  },
];
/** P14: every text a person reads or hears comes from a catalog (src/locales), never a literal. */
const literalTexts = [
  'JSXText[value=/\\p{L}/u]',
  'JSXElement > JSXExpressionContainer > Literal[value=/\\p{L}/u]',
  'JSXElement > JSXExpressionContainer > TemplateLiteral',
  'JSXAttribute[name.name=/^(aria-label|title|label|alt|placeholder)$/] > Literal',
].map((selector) => ({
  selector,
  message: "A text in a literal: put it in src/locales/*.po and show it with _('its.id').",
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.build',
      'coverage',
      'android',
      'ios',
      'playwright-report',
      'test-results',
      // The stock Angular starter: Angular's code, its own packages and build (bench/angular.ts).
      'bench/baseline-angular',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // The React code; Playwright's fixtures also call a function named `use`, which is no hook.
    files: ['src/**/*.{ts,tsx}', 'bench/baseline/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // On resolved paths, so `../../theme/x` and `../theme/x` are the same import.
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...pageZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // The type-aware variant, so lazyIonic.ts and lazyToggle.ts may still borrow @ionic/react's types.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: lazyIonicImports.map((path) => ({ ...path, allowTypeImports: true })) },
      ],
    },
  },
  {
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ionic/react',
              importNames: ['IonPage'],
              message:
                "Use Page from src/shared/Page.tsx: a plain IonPage holds every tab tap for up to a second (it lacks Page's data-page-path), and Page also moves focus to the heading and keeps taps in order.",
            },
          ],
          patterns: [
            { group: ['@capacitor/*'], message: 'Pages call src/platform, never a plugin.' },
          ],
        },
      ],
    },
  },
  {
    // A page is also rendered in Node at build time (the prerender, P10), then hydrated.
    files: ['src/pages/**/*.{ts,tsx}'],
    ignores: ['src/pages/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { globals: browserGlobals, checkGlobalObject: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': ['error', ...literalTexts, ...ionicDomQueries, ...tapListeners],
    },
  },
  {
    // The seam itself, and the one owner of taps before live.
    files: ['src/ionic/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...literalTexts] },
  },
  {
    files: ['src/startup/input.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalTexts, ...ionicDomQueries] },
  },
  {
    // vi.mocked(Plugin.method) is how Vitest reaches a mocked method.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // One set of fixtures, so Playwright deals every file to the same two workers in order: a file
    // on bare `test` needs workers of its own, and waited for the rest, alone, at the end.
    files: ['e2e/**/*.test.ts'],
    ignores: ['e2e/support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Use test and expect from e2e/support/fixtures.ts.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
