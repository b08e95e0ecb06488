import { FIRST_SCREEN_LINK } from '../src/boot/firstScreen';
import {
  firstScreenFiles,
  firstScreenTags,
  withFirstScreenLinks,
  type ChunkInfo,
} from './firstScreenPreload';

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

describe('each page asks for its own first screen', () => {
  const landing =
    '<head>\n<link rel="stylesheet" href="/a.css">\n' +
    '<link rel="prefetch" crossorigin href="/assets/start.js" data-first-screen>\n' +
    '<link rel="prefetch" crossorigin href="/assets/home.js" data-first-screen>\n' +
    '<link rel="manifest" href="/m.webmanifest">\n</head>';

  it("replaces the landing page's first-screen links with the page's own, where they were", () => {
    const page = withFirstScreenLinks(landing, ['start.js', 'explore.js'], '/', 'prefetch');
    expect(page).toBe(
      '<head>\n<link rel="stylesheet" href="/a.css">\n' +
        '<link rel="prefetch" crossorigin href="/start.js" data-first-screen>\n' +
        '<link rel="prefetch" crossorigin href="/explore.js" data-first-screen>\n' +
        '<link rel="manifest" href="/m.webmanifest">\n</head>',
    );
  });

  it('fails the build when the template has no first-screen links to replace', () => {
    expect(() =>
      withFirstScreenLinks('<head><link rel="prefetch" href="/x.js"></head>', [], '/', 'prefetch'),
    ).toThrow(/no first-screen links/);
  });

  it('marks the links it adds, so that the page can find them', () => {
    expect(firstScreenTags(['a.js'], '/base/', 'modulepreload')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'modulepreload',
          crossorigin: true,
          href: '/base/a.js',
          [FIRST_SCREEN_LINK]: true,
        },
        injectTo: 'head',
      },
    ]);
  });
});
