// @vitest-environment node
/**
 * Issue 29: the page rules are enforced by `npm run lint` (eslint.config.js), not left to comments.
 * Each case lints a page in memory through the real config, at a real path: one that breaks a rule
 * fails with a message that says what to use instead; one that keeps it, and the pages as they
 * are, pass.
 */
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';

const PAGE_RULES = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-globals',
]);
// The page rules need no types: no TypeScript program is built for them.
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => PAGE_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The page rules' messages (and any parse error) for `code` linted as the file at `path`. */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

const HOME = 'src/pages/home/HomePage.tsx';
const SETTINGS = 'src/pages/settings/SettingsPage.tsx';
const DEMO = 'src/pages/explore/demos/DeepLinkDemo.tsx';

// The first lint loads the config, its plugins and the import resolver: a second or two.
describe('the page rules (npm run lint)', { timeout: 120_000 }, () => {
  it('P11: a page that renders a plain IonPage fails, pointing to Page', async () => {
    const page = `import { IonContent, IonPage } from '@ionic/react';

export default function HomePage() {
  return (
    <IonPage>
      <IonContent>Home</IonContent>
    </IonPage>
  );
}
`;
    expect((await problems(HOME, page)).join('\n')).toMatch(
      /'IonPage' import from '@ionic\/react' is restricted.*Use Page from src\/shared\/Page\.tsx: a plain IonPage holds every tab tap/,
    );
  });

  it('P11: a page in Page passes', async () => {
    const page = `import { Page } from '../../shared/Page';

export default function HomePage() {
  return <Page title="Home">Home</Page>;
}
`;
    expect(await problems(HOME, page)).toEqual([]);
  });

  it.each([
    ['IonToggle', SETTINGS, /Use IonToggle from src\/ionic\/lazyToggle\.ts: .*first load/],
    ['IonMenu', SETTINGS, /Use IonMenu from src\/ionic\/lazyIonic\.ts: .*first load/],
    ['IonModal', SETTINGS, /Use IonSheet from src\/ionic\/lazyIonic\.ts: .*first load/],
    // Not only pages: the first load takes it from wherever it is imported.
    ['IonToggle', 'src/theme/DarkModeToggle.tsx', /Use IonToggle from src\/ionic\/lazyToggle/],
  ])('P10: %s from @ionic/react in %s fails, pointing to its wrapper', async (name, path, why) => {
    const code = `import { ${name} } from '@ionic/react';

export const Lazy = ${name};
`;
    expect((await problems(path, code)).join('\n')).toMatch(why);
  });

  it("P10: the lazy wrappers pass, and so does borrowing @ionic/react's types", async () => {
    const code = `import type { IonToggle as IonicToggle } from '@ionic/react';
import { IonMenu, IonSheet } from '../../ionic/lazyIonic';
import { IonToggle } from '../../ionic/lazyToggle';

export const lazy: [typeof IonicToggle, typeof IonMenu, typeof IonSheet] = [IonToggle, IonMenu, IonSheet];
`;
    expect(await problems(SETTINGS, code)).toEqual([]);
  });

  it.each([
    [
      'window, read in a render',
      'return <p>{window.location.href}</p>;',
      /'window'\. Use a function of src\/platform/,
    ],
    ['location', 'return <p>{location.pathname}</p>;', /'location'\. Use useLocation\(\)/],
    [
      'localStorage, in an effect',
      "useEffect(() => { localStorage.setItem('seen', '1'); }, []);\n  return null;",
      /'localStorage'\. Use the store that owns the value/,
    ],
    [
      'matchMedia, on globalThis',
      "return <p>{String(globalThis.matchMedia('(min-width: 40em)').matches)}</p>;",
      /'matchMedia'\. Use systemPrefersDark\(\)/,
    ],
    [
      'navigator',
      'return <p>{navigator.onLine ? "Online" : "Offline"}</p>;',
      /'navigator'\. Use isOnline\(\)/,
    ],
  ])(
    'P10: a page that reads %s fails, pointing to src/platform and useHydrated',
    async (_, body, why) => {
      const demo = `import { useEffect } from 'react';

export function DeepLinkDemo() {
  useEffect(() => undefined, []);
  ${body}
}
`;
      const found = (await problems(DEMO, demo)).join('\n');
      expect(found).toMatch(why);
      expect(found).toMatch(
        /useHydrated\(\) \(src\/shared\/hydration\.ts\): pages are prerendered in Node \(P10\)/,
      );
    },
  );

  it('P10: a page that reads the browser through src/platform, behind useHydrated, passes', async () => {
    const demo = `import { useLocation } from 'react-router-dom';
import { pageAddress } from '../../../platform/browser';
import { PENDING, useHydrated } from '../../../shared/hydration';

export function DeepLinkDemo() {
  // A name of its own, not the global.
  const location = useLocation();
  const hydrated = useHydrated();
  return <p title={location.pathname}>{hydrated ? pageAddress() : PENDING}</p>;
}
`;
    expect(await problems(DEMO, demo)).toEqual([]);
  });

  it("P10: a page's unit test may use the browser's globals: it runs in jsdom, never prerendered", async () => {
    const test = `it('starts empty', () => {
  window.localStorage.clear();
  expect(document.body.textContent).toBe('');
});
`;
    expect(await problems('src/pages/settings/SettingsPage.test.tsx', test)).toEqual([]);
  });

  const pageFiles = readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `src/pages/${file}`);
  it.each([
    ...pageFiles,
    'src/ionic/lazyIonic.ts',
    'src/ionic/lazyToggle.ts',
    'src/shared/Page.tsx',
    'src/theme/DarkModeToggle.tsx',
  ])('P11: %s as it is passes', async (path) => {
    const [result] = await eslint.lintFiles([path]);
    expect(result?.messages).toEqual([]);
  });
});
