/**
 * P10: the first page, made ready for the app: its modules loaded, early taps settled, the plan
 * confirmed and Ionic's elements defined. On a slow line the entry begins it as soon as the first
 * screen's modules can run, so Ionic's elements are defined while the start's code is still on its
 * way; else the start begins it. The start then hydrates (or renders) the page this settled.
 */
import { defineHeld } from '../ionic/definitions';
import { keepSelectedTab } from '../ionic/prerendered';
import { startLanguage } from '../platform/language';
import { warnOnce } from '../platform/log';
import { lazyWithPreload, startLoading } from '../shared/preload';
import { markIonicDefined } from '../shared/startupPhases';
import type { Language } from '../shared/languages';
import { startupInput } from '../startup/input';
import { confirmPlan, readPlan, type RenderPlan } from '../startup/plan';

/** S2: the tabs module is its own chunk, loaded once the page it opens on has loaded too. */
export const TabsModule = lazyWithPreload<object>(() =>
  import('../tabs/TabsPage').then(async ({ default: TabsPage, firstPageLoaded }) => {
    await firstPageLoaded;
    return { default: TabsPage };
  }),
);

/** Loads the tabs module and the page at `pathname`, so the first screen renders in one pass. */
export async function loadFirstScreen(pathname: string): Promise<void> {
  await startLoading(TabsModule);
  await (await import('../tabs/TabsPage')).pageLoaded(pathname);
}

/**
 * The page to start from is the one left once early taps have settled; it is hydrated only if it
 * is this build's page of this address in the language shown (the one check after the head
 * script's plan), else rendered anew, saying why. Before Ionic's elements are defined.
 */
async function settle(language: Language): Promise<RenderPlan> {
  const input = startupInput();
  await input?.settled();
  const { plan, why } = confirmPlan(document, {
    pathname: location.pathname,
    build: __APP_BUILD__,
    language,
  });
  if (why) warnOnce('prerender-unused', `The prerendered page was not used: ${why}.`);
  input?.hydrating();
  await loadFirstScreen(location.pathname);
  await defineHeld({
    defined: (tag) => {
      keepSelectedTab(document, tag);
    },
  });
  markIonicDefined();
  return plan;
}

let settled: Promise<RenderPlan> | undefined;

/** The first page settled, once: the first call begins it, every call gets its plan. */
export function settleFirstPage(): Promise<RenderPlan> {
  settled ??= Promise.all([
    startLanguage(readPlan(document).variant.language),
    loadFirstScreen(location.pathname),
  ]).then(([language]) => settle(language));
  return settled;
}
