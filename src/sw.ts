/// <reference lib="webworker" />
/**
 * The service worker (P7): precaches the build, every lazy chunk included, and answers every
 * page of the app from it, offline too, in the device's Ionic mode (P10, src/shared/site.ts):
 * `/tabs/explore` is `ios/tabs/explore.html` on an iPhone. The device's mode is the one its page
 * told it (src/platform/workerMode.ts), else its user agent's. A new version waits until the
 * person takes it (src/platform/serviceWorker.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DEFAULT_LANGUAGE } from './shared/languages';
import { answerRequest, requestVariant, type IonicMode } from './shared/site';
import { isWorkerModeMessage } from './platform/workerMode';
import { APP_SLUG } from './shared/appIdentity';

declare const self: ServiceWorkerGlobalScope;

const { userAgent } = self.navigator;
/** Where the worker keeps the device's mode, as the page told it (src/platform/workerMode.ts). */
const DEVICE_CACHE = `${APP_SLUG}-device`;
const MODE_KEY = '/ionic-mode';
let knownMode: IonicMode | undefined;

/** The device's mode: as its page said, else as its user agent says. */
async function deviceMode(): Promise<IonicMode> {
  if (knownMode) return knownMode;
  const stored = await (await caches.open(DEVICE_CACHE)).match(MODE_KEY);
  const mode = stored ? await stored.text() : '';
  knownMode =
    mode === 'md' || mode === 'ios' ? mode : requestVariant({ userAgent, search: '' }).mode;
  return knownMode;
}

const entries = self.__WB_MANIFEST;
const precached = new Set(entries.map((entry) => (typeof entry === 'string' ? entry : entry.url)));

// Before the precache's own route, which would answer `/tabs/explore` with `tabs/explore.html`.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    // `ionic:mode` in the URL wins, as it does for Ionic.
    const mode = /[?&]ionic:mode=/.test(url.search)
      ? requestVariant({ userAgent, search: url.search }).mode
      : await deviceMode();
    const answer = answerRequest(
      {
        url: `${url.pathname}${url.search}`,
        variant: { mode, language: DEFAULT_LANGUAGE },
        landing: __LANDING_PATH__,
      },
      (name) => precached.has(name),
    );
    return (answer.kind !== 'missing' && (await matchPrecache(answer.file))) || fetch(request);
  }),
);
precacheAndRoute(entries);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  // The person took the update (src/platform/serviceWorker.ts, through workbox-window).
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isWorkerModeMessage(event.data)) {
    const { mode } = event.data;
    knownMode = mode;
    event.waitUntil(
      caches.open(DEVICE_CACHE).then((cache) => cache.put(MODE_KEY, new Response(mode))),
    );
  }
});
