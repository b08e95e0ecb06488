import { fakeNative } from './fakeNative.ts';

/** The kinds of app a door can be in: a native app (its fake bridge) or the installed web app. */
export type AppKind = 'android' | 'ios' | 'installed';

/** What each kind of app runs before the page: its native bridge, or an installed app's display. */
export function appInit(app: AppKind): { content: string } {
  if (app !== 'installed') return fakeNative({ platform: app });
  // The installed web app, as a browser reports it to the page (Playwright cannot emulate it).
  return {
    content: `(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query) =>
        /display-mode:\\s*standalone/.test(query)
          ? { ...original('all'), matches: true, media: query }
          : original(query);
    })();`,
  };
}
