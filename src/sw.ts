/// <reference lib="webworker" />
/**
 * The service worker (P7): precaches the build, every lazy chunk included, and the pages of one
 * variant, the one its page registered it for (`sw.js?mode=ios&language=en`): a person's mode and
 * language, not every one's. It answers every page of the app from there, offline too
 * (src/shared/site.ts). A new version waits until the person takes it
 * (src/platform/serviceWorker.ts); the same build registered for another variant takes over at once.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DEFAULT_LANGUAGE, isLanguage } from './shared/languages';
import { answerRequest, requestVariant, variantOfFile, type Variant } from './shared/site';
import { BUILD_MESSAGE, isWorkerMessage, SKIP_WAITING_MESSAGE } from './platform/workerMessages';

declare const self: ServiceWorkerGlobalScope;

const asked = new URL(self.location.href).searchParams;
const mode = asked.get('mode');
const language = asked.get('language');
const variant: Variant = {
  mode:
    mode === 'ios' || mode === 'md'
      ? mode
      : requestVariant({ userAgent: self.navigator.userAgent, search: '' }).mode,
  language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
};

const isPage = (url: string) => url.endsWith('.html');
const sameVariant = (other: Variant) =>
  other.mode === variant.mode && other.language === variant.language;
const entries = self.__WB_MANIFEST.filter((entry) => {
  const url = typeof entry === 'string' ? entry : entry.url;
  return !isPage(url) || sameVariant(variantOfFile(url));
});
const precached = new Set(entries.map((entry) => (typeof entry === 'string' ? entry : entry.url)));

// Before the precache's own route, which would answer `/tabs/explore` with `tabs/explore.html`.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    // `ionic:mode` in the URL wins, as it does for Ionic.
    const wanted = /[?&]ionic:mode=/.test(url.search)
      ? { ...variant, mode: requestVariant({ userAgent: '', search: url.search }).mode }
      : variant;
    const answer = answerRequest(
      { url: `${url.pathname}${url.search}`, variant: wanted, landing: __LANDING_PATH__ },
      (name) => precached.has(name),
    );
    return (answer.kind !== 'missing' && (await matchPrecache(answer.file))) || fetch(request);
  }),
);
precacheAndRoute(entries);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  // The person took the update (src/platform/serviceWorker.ts, through workbox-window).
  if (message.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  // Which build this is: the page takes a worker of its own build for another variant at once.
  if (message.type === BUILD_MESSAGE) event.ports[0]?.postMessage(__APP_BUILD__);
});
