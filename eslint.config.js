import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'android', 'ios', 'playwright-report', 'test-results'] },
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
    // Shared code and the platform never reach up into pages, tabs or the app shell (STYLE.md).
    files: ['src/shared/**', 'src/platform/**', 'src/theme/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/pages/**', '**/tabs/**', '**/app/**'] }],
    },
  },
  {
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Pages do not import the app shell.' },
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
