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
const LAYERS = ['shared', 'platform', 'theme', 'boot', 'pages', 'tabs', 'app'];
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

export default tseslint.config(
  {
    ignores: ['dist', '.build', 'coverage', 'android', 'ios', 'playwright-report', 'test-results'],
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
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@capacitor/*'], message: 'Pages call src/platform, never a plugin.' },
          ],
        },
      ],
    },
  },
  {
    // vi.mocked(Plugin.method) is how Vitest reaches a mocked method.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
