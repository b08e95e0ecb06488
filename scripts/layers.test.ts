// @vitest-environment node
/**
 * Issue 12: the layers (ionic <- shared <- platform <- theme <- startup <- pages <- tabs <- app) are enforced by
 * `npm run lint` on resolved paths. These cases prove the rule fails on a wrong import and passes
 * on the code as it is.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';

// The import rules need no types: no TypeScript program is built for them.
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The import rules' messages for `path` with `extra` appended to its real contents. */
async function problems(path: string, extra = ''): Promise<string[]> {
  const [result] = await eslint.lintText(`${readFileSync(path, 'utf8')}\n${extra}`, {
    filePath: path,
  });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

// The first lint loads the config, its plugins and the import resolver: a second or two.
describe('the import layers (npm run lint)', { timeout: 60_000 }, () => {
  it.each([
    // Issue 29: the Ionic boundary is the lowest layer: it knows Ionic, never the app.
    ['src/ionic/mode.ts', "export { tabPath } from '../shared/paths';", /ionic is below shared/],
    [
      'src/shared/chunkRecovery.ts',
      "export { themeStore } from '../theme/themeStore';",
      /shared is below theme/,
    ],
    [
      'src/platform/log.ts',
      "export { themeStore } from '../theme/themeStore';",
      /platform is below theme/,
    ],
    [
      'src/theme/themeStore.ts',
      "export { default } from '../pages/home/HomePage';",
      /theme is below pages/,
    ],
    [
      'src/pages/home/HomePage.tsx',
      "export { TAB_LIST } from '../../tabs/tabList';",
      /pages is below tabs/,
    ],
    ['src/tabs/tabList.ts', "export { App } from '../app/App';", /tabs is below app/],
    ['src/app/App.tsx', "export * from '../start';", /entry modules/],
    [
      'src/pages/explore/ExplorePage.tsx',
      "export { default as Home } from '../home/HomePage';",
      /another page/,
    ],
    ['src/shared/chunkRecovery.ts', "export { preloadAll } from './preload';", /Dependency cycle/],
  ])('%s may not: %s', async (path, line, why) => {
    expect((await problems(path, line)).join('\n')).toMatch(why);
  });

  it.each([
    'src/app/App.tsx',
    'src/pages/explore/ExplorePage.tsx',
    'src/theme/statusBarTheme.ts',
    'src/platform/platformReady.ts',
  ])('%s as it is passes', async (path) => {
    expect(await problems(path)).toEqual([]);
  });
});
