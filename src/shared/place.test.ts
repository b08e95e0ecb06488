import { APP_SLUG } from './appIdentity';
import {
  isAppRoute,
  PLACE_KEY,
  placeStack,
  placeToReopen,
  RECENT_MS,
  serializePlace,
} from './place';

const ROUTES = ['/tabs/home', '/tabs/explore', '/tabs/explore/:id', '/tabs/settings'];
const NOW = Date.UTC(2026, 10, 23, 12);
const stored = (path: string, at = NOW - 60_000) => serializePlace({ path, at });

describe('P13: the place a cold start reopens', () => {
  it("is kept under the app's own key", () => {
    expect(PLACE_KEY).toBe(`${APP_SLUG}:place`);
  });

  it('knows the routes of the app, and nothing else', () => {
    expect(isAppRoute('/tabs/explore/offline', ROUTES)).toBe(true);
    expect(isAppRoute('/tabs/settings', ROUTES)).toBe(true);
    for (const path of [
      '/',
      '/tabs',
      '/tabs/nope',
      '/tabs/explore/a/b',
      '/tabs/explore/',
      '//elsewhere.example/tabs/home',
      'https://elsewhere.example/tabs/home',
      '/tabs/explore/%2F%2Felsewhere',
      '/tabs/explore/..',
      'tabs/home',
      '',
    ]) {
      expect(isAppRoute(path, ROUTES), path).toBe(false);
    }
  });

  it('reopens a recent place on one of the routes', () => {
    expect(placeToReopen(stored('/tabs/explore/offline'), NOW, ROUTES)).toBe(
      '/tabs/explore/offline',
    );
    expect(placeToReopen(stored('/tabs/settings', NOW - RECENT_MS), NOW, ROUTES)).toBe(
      '/tabs/settings',
    );
  });

  it('P9: reopens nothing stale, from the future, garbage or off the routes', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'yes',
      '{',
      'null',
      '[]',
      '{"path":"/tabs/settings"}',
      '{"path":"/tabs/settings","at":"yesterday"}',
      `{"path":"/tabs/settings","at":${Number.NaN}}`,
      stored('/tabs/settings', NOW - RECENT_MS - 1),
      stored('/tabs/settings', NOW + 60_000),
      stored('//elsewhere.example/'),
      stored('https://elsewhere.example/tabs/home'),
      stored('/tabs/nope'),
      stored('/\\elsewhere.example'),
      'x'.repeat(1 << 20),
    ]) {
      expect(placeToReopen(raw, NOW, ROUTES), String(raw).slice(0, 60)).toBeUndefined();
    }
  });

  it("rebuilds the tab's stack, root first, so Back goes where it went before", () => {
    expect(placeStack('/tabs/explore/offline', ROUTES)).toEqual([
      '/tabs/explore',
      '/tabs/explore/offline',
    ]);
    expect(placeStack('/tabs/settings', ROUTES)).toEqual(['/tabs/settings']);
  });
});
