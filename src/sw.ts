/// <reference lib="webworker" />
/**
 * The service worker (P7): precaches the build and the pages of the one variant it was registered
 * for (`sw.js?mode=ios&language=en`), and answers every page from there: each as it links its
 * stylesheets (LINKED_FOLDER), which the precache holds once, where the network's inlines them.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DEFAULT_LANGUAGE, isLanguage } from './shared/languages';
import {
  answerRequest,
  linkedFile,
  requestVariant,
  sameVariant,
  variantOfFile,
  type Variant,
} from './shared/site';
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
const entries = self.__WB_MANIFEST.filter((entry) => {
  const url = typeof entry === 'string' ? entry : entry.url;
  return !isPage(url) || sameVariant(variantOfFile(url), variant);
});
const precached = new Set(entries.map((entry) => (typeof entry === 'string' ? entry : entry.url)));
/** A file as the precache holds it, if it does: a page as it links its stylesheets. */
const precachedAs = (file: string) =>
  [...(isPage(file) ? [linkedFile(file)] : []), file].find((name) => precached.has(name));

// Before the precache's own route, which would answer `/tabs/explore` with `tabs/explore.html`.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    // `ionic:mode` in the URL wins, as it does for Ionic.
    const wanted = /[?&]ionic:mode=/.test(url.search)
      ? { ...variant, mode: requestVariant({ userAgent: '', search: url.search }).mode }
      : variant;
    const answer = answerRequest(
      { url: `${url.pathname}${url.search}`, variant: wanted, landing: __LANDING_PATH__ },
      (name) => precachedAs(name) !== undefined,
    );
    const file = answer.kind === 'missing' ? undefined : precachedAs(answer.file);
    return (file && (await matchPrecache(file))) || fetch(request);
  }),
);
// A page's file fetched by the start (src/startup/pageSwap.ts), as the precache holds it.
registerRoute(
  ({ request, url }) =>
    request.mode !== 'navigate' &&
    url.origin === self.location.origin &&
    isPage(url.pathname) &&
    precachedAs(url.pathname.slice(1)) !== undefined,
  async ({ request, url }) =>
    (await matchPrecache(precachedAs(url.pathname.slice(1)) ?? '')) ?? fetch(request),
);
precacheAndRoute(entries);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  if (message.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  // A worker of the page's own build, for another variant, is taken at once.
  if (message.type === BUILD_MESSAGE) event.ports[0]?.postMessage(__APP_BUILD__);
});
