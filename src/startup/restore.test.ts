import { isStackedEntry, PLACE_KEY, RECENT_MS, serializePlace } from '../shared/place';
import {
  reopenPlace,
  stackBeneathDoor,
  type DoorEnvironment,
  type ReopenEnvironment,
} from './restore';

const ROUTES = ['/tabs/home', '/tabs/explore', '/tabs/explore/:id', '/tabs/settings'];
const NOW = Date.UTC(2026, 10, 23, 12);

function environment(overrides: Partial<ReopenEnvironment> & { stored?: string | null } = {}) {
  const { stored = serializePlace({ path: '/tabs/explore/offline', at: NOW - 1000 }) } = overrides;
  const history = { replaceState: vi.fn(), pushState: vi.fn() };
  const env: ReopenEnvironment = {
    location: { pathname: '/', origin: 'https://app.example' },
    history,
    storage: () => ({ getItem: (key: string) => (key === PLACE_KEY ? stored : null) }),
    now: NOW,
    relaunch: true,
    routes: ROUTES,
    ...overrides,
  };
  const entries = () => [
    ...history.replaceState.mock.calls.map(([, , url]) => `replace ${String(url)}`),
    ...history.pushState.mock.calls.map(([, , url]) => `push ${String(url)}`),
  ];
  return { env, entries };
}

describe('P13: a cold start reopens the last place', () => {
  it('puts the place and its stack in the history, root first', () => {
    const { env, entries } = environment();
    expect(reopenPlace(env)).toBe('/tabs/explore/offline');
    expect(entries()).toEqual([
      'replace https://app.example/tabs/explore',
      'push https://app.example/tabs/explore/offline',
    ]);
  });

  it('only for an app (native or installed) started at its start URL: a browser tab, or a deep link, keeps its URL', () => {
    for (const overrides of [
      { relaunch: false },
      { location: { pathname: '/tabs/settings', origin: 'https://app.example' } },
      { location: { pathname: '/tabs', origin: 'https://app.example' } },
    ]) {
      const { env, entries } = environment(overrides);
      expect(reopenPlace(env)).toBeUndefined();
      expect(entries()).toEqual([]);
    }
  });

  it('P9: a stale, garbage or foreign place, or storage that throws, reopens nothing', () => {
    for (const stored of [
      null,
      'garbage',
      serializePlace({ path: '/tabs/settings', at: NOW - RECENT_MS - 1 }),
      serializePlace({ path: '//elsewhere.example/x', at: NOW }),
    ]) {
      const { env, entries } = environment({ stored });
      expect(reopenPlace(env)).toBeUndefined();
      expect(entries()).toEqual([]);
    }
    const throwing = environment({
      storage: () => {
        throw new Error('denied');
      },
    });
    expect(reopenPlace(throwing.env)).toBeUndefined();
    const getItemThrows = environment({
      storage: () => ({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    });
    expect(reopenPlace(getItemThrows.env)).toBeUndefined();
  });
});

describe('S10: an app opened at a pushed page gets its tab’s stack beneath it', () => {
  function door(overrides: Partial<DoorEnvironment> = {}) {
    const history = { replaceState: vi.fn(), pushState: vi.fn(), state: null };
    const env: DoorEnvironment = {
      location: {
        pathname: '/tabs/explore/offline',
        search: '?from=mail',
        hash: '',
        origin: 'https://app.example',
      },
      history,
      relaunch: true,
      navigation: 'navigate',
      routes: ROUTES,
      ...overrides,
    };
    const entries = () => [
      ...history.replaceState.mock.calls.map(([state, , url]) => [
        'replace',
        String(url),
        isStackedEntry(state),
      ]),
      ...history.pushState.mock.calls.map(([state, , url]) => [
        'push',
        String(url),
        isStackedEntry(state),
      ]),
    ];
    return { env, entries };
  }

  it('puts the tab’s root beneath, and marks the page on top, its address kept', () => {
    const { env, entries } = door();
    expect(stackBeneathDoor(env)).toBe(true);
    expect(entries()).toEqual([
      ['replace', 'https://app.example/tabs/explore', false],
      ['push', 'https://app.example/tabs/explore/offline?from=mail', true],
    ]);
  });

  it('leaves a browser tab, a tab’s root, a reload and a return through history as they are', () => {
    for (const overrides of [
      { relaunch: false },
      {
        location: {
          pathname: '/tabs/explore',
          search: '',
          hash: '',
          origin: 'https://app.example',
        },
      },
      { navigation: 'reload' },
      { navigation: 'back_forward' },
      { navigation: undefined },
    ]) {
      const { env, entries } = door(overrides);
      expect(stackBeneathDoor(env)).toBe(false);
      expect(entries()).toEqual([]);
    }
  });
});
