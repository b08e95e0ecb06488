/**
 * P10: the render plan, decided once by the head script before the first frame and only read
 * afterwards: the variant the app runs in (Ionic's mode, the language) and what the document does
 * with its prerendered page — show it for the app to hydrate, go to the right page's file (a
 * "hop", src/shared/site.ts), or leave the page to the app's client render.
 */
import { ionicMode, type ModeEnvironment } from '../ionic/mode.ts';
import { DEFAULT_LANGUAGE } from '../shared/languages.ts';
import { documentUrl, isDocumentUrl, routeOf, type Variant } from '../shared/site.ts';
import {
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  BUILD_ATTRIBUTE,
  dropPrerenderedPage,
  setRenderPhase,
} from '../shared/startupPhases.ts';

export type Render = 'hydrate' | 'hop' | 'client';

export interface RenderPlan {
  readonly render: Render;
  readonly variant: Variant;
}

/** What the document knows of itself, and of the URL it was loaded at. */
export interface DocumentState {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The variant the app will run in here. */
  readonly variant: Variant;
  /** The page this document holds, and its variant (undefined: no prerendered page). */
  readonly page: string | undefined;
  readonly pageVariant: Variant | undefined;
  /** Every path the build wrote a page for. */
  readonly pages: readonly string[];
  readonly landing: string;
}

export type DocumentChoice =
  /** The document holds the page for this URL and variant: show it, and the app hydrates it. */
  | { readonly render: 'hydrate'; readonly replace?: string }
  /** Go to that page's own file, before any frame (the document is not shown). */
  | { readonly render: 'hop'; readonly to: string }
  /** The app renders on the client (the router decides, S2); the markup is not shown. */
  | { readonly render: 'client'; readonly replace?: string };

const sameVariant = (a: Variant | undefined, b: Variant) =>
  a?.mode === b.mode && a.language === b.language;

/**
 * What a document does with itself. `replace` is the URL to show instead of the one in the
 * address bar (history replaced, S2): the landing path for `/` and `/tabs`, the route for a page's
 * file address. A document reached by its file's address never hops again, so a host that answers
 * a missing file with `index.html` cannot loop.
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
    return { render: 'hop', to: `${to}${state.search}${state.hash}` };
  }
  // Only a path the app knows is put in the address bar; any other stays for the router (S2).
  return state.pages.includes(route) || route === state.landing
    ? { render: 'client', ...replace }
    : { render: 'client' };
}

export interface PlanEnvironment extends ModeEnvironment {
  readonly location: Pick<Location, 'pathname' | 'hash' | 'origin' | 'replace'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
  /** The landing tab's path, where `/` lands. */
  readonly landing: string;
}

/** Where the plan is kept for the modules that read it: one value per document. */
const PLAN = Symbol.for('app.renderPlan');
type WithPlan = typeof globalThis & { [PLAN]?: RenderPlan };

function keep(document: Document, plan: RenderPlan): RenderPlan {
  (globalThis as WithPlan)[PLAN] = Object.freeze(plan);
  if (plan.render !== 'hydrate') setRenderPhase(document, plan.render);
  return plan;
}

function pageVariantOf(html: HTMLElement): Variant | undefined {
  const mode = html.getAttribute(PAGE_MODE_ATTRIBUTE);
  if (mode !== 'md' && mode !== 'ios') return undefined;
  return { mode, language: DEFAULT_LANGUAGE };
}

/**
 * From `<head>`, before anything is painted: Ionic's mode goes on `<html>` as Ionic reads it (its
 * `mode` attribute and class, so its fonts apply from the first frame), then the document does
 * what `chooseDocument` says, and the plan is kept.
 */
export function settlePlan(document: Document, env: PlanEnvironment): RenderPlan {
  const html = document.documentElement;
  const variant: Variant = { mode: ionicMode(env), language: DEFAULT_LANGUAGE };
  html.setAttribute('mode', variant.mode);
  html.classList.remove(variant.mode === 'ios' ? 'md' : 'ios');
  html.classList.add(variant.mode);
  const choice = chooseDocument({
    pathname: env.location.pathname,
    search: env.search,
    hash: env.location.hash,
    variant,
    page: html.getAttribute(PAGE_ATTRIBUTE) ?? undefined,
    pageVariant: pageVariantOf(html),
    pages: (html.getAttribute(PAGES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
    landing: env.landing,
  });
  if (choice.render === 'hop') {
    const plan = keep(document, { render: 'hop', variant });
    env.location.replace(choice.to);
    return plan;
  }
  if (choice.replace !== undefined) {
    // Only ever a path of this origin (chooseDocument builds it from the app's own routes).
    const url = new URL(choice.replace, env.location.origin);
    if (url.origin === env.location.origin) env.history.replaceState(env.history.state, '', url);
  }
  return keep(document, { render: choice.render, variant });
}

/** When the head script could not decide (it threw, or never ran): the app renders anew. */
export function planClientRender(document: Document): RenderPlan {
  const mode = document.documentElement.getAttribute('mode') === 'ios' ? 'ios' : 'md';
  return keep(document, { render: 'client', variant: { mode, language: DEFAULT_LANGUAGE } });
}

/** The plan the head script decided (a client render where it did not). */
export function readPlan(document: Document): RenderPlan {
  return (globalThis as WithPlan)[PLAN] ?? planClientRender(document);
}

/**
 * From the app's entry: the plan's page is hydrated only if it is the page of this address and of
 * this build; else its markup goes, the plan becomes a client render, and the reason is returned.
 */
export function confirmPlan(
  document: Document,
  env: { readonly pathname: string; readonly build: string },
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
