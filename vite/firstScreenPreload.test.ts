import { firstScreenFiles, type ChunkInfo } from './firstScreenPreload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ fileName, facadeModuleId, imports }) satisfies ChunkInfo;

const entry = chunk('index.js', '/app/index.html', ['react.js']);
const chunks = [
  entry,
  chunk('react.js', null),
  chunk('tabs.js', '/app/src/tabs/TabsPage.tsx', ['react.js', 'ionic-tabs.js']),
  chunk('ionic-tabs.js', null, ['react.js']),
  chunk('home.js', '/app/src/pages/home/HomePage.tsx', ['page.js', 'react.js']),
  chunk('page.js', null),
  chunk('settings.js', '/app/src/pages/settings/SettingsPage.tsx', ['page.js']),
];

describe('first-screen prefetch', () => {
  it('lists the named lazy modules and their imports, not what the entry already loads', () => {
    expect(
      firstScreenFiles(chunks, entry, ['src/tabs/TabsPage.tsx', 'src/pages/home/HomePage.tsx']),
    ).toEqual(['tabs.js', 'ionic-tabs.js', 'home.js', 'page.js']);
  });

  it('leaves the other lazy modules to the preload after the first page (S3)', () => {
    expect(firstScreenFiles(chunks, entry, ['src/tabs/TabsPage.tsx'])).not.toContain('settings.js');
  });

  it('fails the build when a named module has no chunk of its own', () => {
    expect(() => firstScreenFiles(chunks, entry, ['src/Missing.tsx'])).toThrow(/no chunk/);
  });
});
