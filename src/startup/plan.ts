/**
 * P10: the render plan, decided once by the head script: the variant, and whether to hydrate the
 * prerendered page, hop to the right page's file, or render on the client.
 */
import { ionicMode, type ModeEnvironment } from '../ionic/mode.ts';
import { DEFAULT_LANGUAGE, isLanguage, markLanguage, type Language } from '../shared/languages.ts';
import {
  documentUrl,
  isDocumentUrl,
  linkedUrl,
  routeOf,
  sameVariant,
  type Variant,
} from '../shared/site.ts';
import {
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  MODE_STYLESHEETS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  BUILD_ATTRIBUTE,
  clearRenderPhase,
  dropPrerenderedPage,
  setRenderPhase,
} from '../shared/startupPhases.ts';
import { namedForMode } from './firstScreen.ts';

export type Render = 'hydrate' | 'hop' | 'client';

export interface RenderPlan {
  readonly render: Render;
  readonly variant: Variant;
}

export interface DocumentState {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly variant: Variant;
  /** The page this document holds (undefined: none). */
  readonly page: string | undefined;
  readonly pageVariant: Variant | undefined;
  readonly pages: readonly string[];
  readonly landing: string;
}

export type DocumentChoice =
  | { readonly render: 'hydrate'; readonly replace?: string }
  | {
      readonly render: 'hop';
      readonly to: string;
      /** The page's path, and its URL for the address bar should it be shown in this document. */
      readonly route: string;
      readonly replace?: string;
    }
  | { readonly render: 'client'; readonly replace?: string };

/**
 * What a document does with itself; `replace` is the URL for the address bar (S2). A document
 * reached by its file's address never hops, so a host's `index.html` fallback cannot loop.
 */
export function chooseDocument(state: DocumentState): DocumentChoice {
  const route = routeOf(state.pathname, state.landing);
  const url = `${route}${state.search}${state.hash}`;
  const replace = route === state.pathname ? {} : { replace: url };
  if (route === state.page && sameVariant(state.pageVariant, state.variant)) {
    return { render: 'hydrate', ...replace };
  }
  if (state.pages.includes(route) && !isDocumentUrl(state.pathname)) {
    const to = documentUrl(route, state.variant, state.landing);
    return { render: 'hop', to: `${to}${state.search}${state.hash}`, route, ...replace };
  }
  // An unknown path stays for the router (S2).
  return state.pages.includes(route) || route === state.landing
    ? { render: 'client', ...replace }
    : { render: 'client' };
}

export interface PlanEnvironment extends ModeEnvironment {
  readonly location: Pick<Location, 'pathname' | 'hash' | 'origin' | 'replace'>;
  /**
   * Issue 57: the right page's file asked for at once, to be shown in this document
   * (`hopInPlace`, src/startup/pageSwap.ts); absent, the hop is a navigation. Gives a file's text,
   * undefined if it cannot be had.
   */
  readonly fetchPage?: (url: string) => Promise<string | undefined>;
  /** A hop to the other mode asks for that mode's stylesheet beside its page. */
  readonly preloadStylesheet?: (href: string) => void;
  readonly history: Pick<History, 'replaceState' | 'state'>;
  readonly landing: string;
  /** P14: decided by `chooseLanguage`. */
  readonly language: Language;
}

const PLAN = Symbol.for('app.renderPlan');
const HOP = Symbol.for('app.hop');
type WithPlan = typeof globalThis & { [PLAN]?: RenderPlan; [HOP]?: Hop };

/**
 * A hop made in place (issue 57): the right page's file, asked for by the head script, is shown in
 * this document once it and its stylesheets are here, which spares the round trip a navigation and
 * then its stylesheets would take; if it cannot be, the document goes to `to` after all.
 */
export interface Hop {
  readonly to: string;
  readonly route: string;
  /** The page's markup, or undefined if it cannot be had. */
  readonly page: Promise<string | undefined>;
  /** What waits for the page to be this document's (the stack beneath a pushed page, S10). */
  readonly whenShown: (() => void)[];
  /** Set by the input script: whether the page was shown here. */
  shown?: Promise<boolean>;
}

export function pendingHop(): Hop | undefined {
  return (globalThis as WithPlan)[HOP];
}

/** The hop's page is this document's now: hydrated as if it had been served. */
export function hopShown(document: Document): RenderPlan {
  const plan = keep(document, { render: 'hydrate', variant: readPlan(document).variant });
  clearRenderPhase(document);
  return plan;
}

function keep(document: Document, plan: RenderPlan): RenderPlan {
  (globalThis as WithPlan)[PLAN] = Object.freeze(plan);
  if (plan.render !== 'hydrate') setRenderPhase(document, plan.render);
  return plan;
}

/** The build's stylesheet of a mode, as `<html>` names it. */
export function modeStylesheetOf(html: HTMLElement, mode: Variant['mode']): string | undefined {
  return namedForMode(html.getAttribute(MODE_STYLESHEETS_ATTRIBUTE), mode);
}

/** Whether `markup` is the build's page of `route` in `variant`, by what its `<html>` says. */
export function isPageOf(markup: string, route: string, variant: Variant): boolean {
  const tag = /<html\b[^>]*>/i.exec(markup)?.[0] ?? '';
  const value = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return (
    value(PAGE_ATTRIBUTE) === route &&
    value(PAGE_MODE_ATTRIBUTE) === variant.mode &&
    value('lang') === variant.language
  );
}

/** A same-origin file's text by `fetcher`; undefined where it failed or answered with an error. */
export function fetchText(fetcher: typeof fetch, url: string): Promise<string | undefined> {
  return fetcher(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
}

/**
 * Issue 57: a page's markup for a hop or a tap before live, by `fetchText`: its linked copy first,
 * a third of the served page's bytes where this document has its stylesheets already or asks for
 * them beside it (on a slow line every request in flight gets a like share), else the page as
 * served: a native app has no linked copies, and a host may answer a missing file with its
 * `index.html`.
 */
export function fetchPageMarkup(
  fetchText: (url: string) => Promise<string | undefined>,
  url: string,
  route: string,
  variant: Variant,
): Promise<string | undefined> {
  return fetchText(linkedUrl(url)).then((linked) =>
    linked !== undefined && isPageOf(linked, route, variant) ? linked : fetchText(url),
  );
}

function pageVariantOf(html: HTMLElement): Variant | undefined {
  const mode = html.getAttribute(PAGE_MODE_ATTRIBUTE);
  const language = html.getAttribute('lang');
  if ((mode !== 'md' && mode !== 'ios') || !isLanguage(language)) return undefined;
  return { mode, language };
}

/**
 * From `<head>`: Ionic's mode and the language onto `<html>` for the first frame, then as
 * `chooseDocument` says.
 */
export function settlePlan(document: Document, env: PlanEnvironment): RenderPlan {
  const html = document.documentElement;
  const variant: Variant = { mode: ionicMode(env), language: env.language };
  const pageVariant = pageVariantOf(html);
  markLanguage(html, variant.language);
  html.setAttribute('mode', variant.mode);
  html.classList.remove(variant.mode === 'ios' ? 'md' : 'ios');
  html.classList.add(variant.mode);
  const choice = chooseDocument({
    pathname: env.location.pathname,
    search: env.search,
    hash: env.location.hash,
    variant,
    page: html.getAttribute(PAGE_ATTRIBUTE) ?? undefined,
    pageVariant,
    pages: (html.getAttribute(PAGES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
    landing: env.landing,
  });
  const replaceUrl = (replace: string | undefined) => {
    if (replace === undefined) return;
    const url = new URL(replace, env.location.origin);
    if (url.origin === env.location.origin) env.history.replaceState(env.history.state, '', url);
  };
  if (choice.render === 'hop') {
    const plan = keep(document, { render: 'hop', variant });
    const page = env.fetchPage && fetchPageMarkup(env.fetchPage, choice.to, choice.route, variant);
    if (page === undefined) {
      env.location.replace(choice.to);
    } else {
      const stylesheet = modeStylesheetOf(html, variant.mode);
      if (pageVariant?.mode !== variant.mode && stylesheet) env.preloadStylesheet?.(stylesheet);
      replaceUrl(choice.replace);
      (globalThis as WithPlan)[HOP] = { to: choice.to, route: choice.route, page, whenShown: [] };
    }
    return plan;
  }
  replaceUrl(choice.replace);
  return keep(document, { render: choice.render, variant });
}

/** For when the head script threw or never ran. */
export function planClientRender(document: Document): RenderPlan {
  const html = document.documentElement;
  const mode = html.getAttribute('mode') === 'ios' ? 'ios' : 'md';
  const lang = html.getAttribute('lang');
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return keep(document, { render: 'client', variant: { mode, language } });
}

export function readPlan(document: Document): RenderPlan {
  return (globalThis as WithPlan)[PLAN] ?? planClientRender(document);
}

/** The head script's plan applied once the page is parsed: a page it will not hydrate goes. */
export function dropUnplannedPage(document: Document): void {
  const root = document.getElementById('root');
  if (readPlan(document).render !== 'hydrate' && root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    dropPrerenderedPage(root);
  }
}

/**
 * The one check after the head script's plan, from the start once early taps have settled and the
 * language shown is known: hydrates only this address's page of this build in that language; else
 * drops it, saying why.
 */
export function confirmPlan(
  document: Document,
  env: { readonly pathname: string; readonly build: string; readonly language?: Language },
): { readonly plan: RenderPlan; readonly why?: string } {
  const plan = readPlan(document);
  const root = document.getElementById('root');
  const page = root?.getAttribute(PRERENDERED_ATTRIBUTE) ?? null;
  const drop = () => {
    if (root && page !== null) dropPrerenderedPage(root);
  };
  if (plan.render !== 'hydrate') {
    drop();
    return { plan };
  }
  // P14: the device's language, learnt late, or English for want of a catalog: said elsewhere.
  if (env.language !== undefined && env.language !== plan.variant.language) {
    drop();
    return {
      plan: keep(document, {
        render: 'client',
        variant: { ...plan.variant, language: env.language },
      }),
    };
  }
  const why =
    page === null
      ? 'the document holds no page'
      : page !== env.pathname
        ? `it is the page of ${page}`
        : root?.getAttribute(BUILD_ATTRIBUTE) !== env.build
          ? `it comes from build ${root?.getAttribute(BUILD_ATTRIBUTE) ?? '?'}`
          : undefined;
  if (why === undefined) return { plan };
  drop();
  return { plan: keep(document, { ...plan, render: 'client' }), why };
}
