/**
 * The phases of a load, as the document records them for CSS, the tests and the benchmark to read:
 * every attribute and performance mark they read is named here, and written only by the setters
 * here (src/shared/startupPhases.test.ts checks both, and every CSS selector against these names).
 *
 *   build (vite/pages.ts)      <html data-page data-page-mode data-pages>
 *                                <div id="root" data-prerendered data-build>
 *        │
 *   head script, before any      <html data-boot-theme="light|dark">      theme decided (P6)
 *   frame (src/boot/)            <html data-render="hop">                 leaving for its page's file
 *        │                       <html data-render="client">              the app will render anew
 *        │                       (no data-render)                         the page is shown, to hydrate
 *   main.tsx                     #root loses data-prerendered             page not used after all
 *        │                       [data-kept-tap] on a control             tapped, kept for the app
 *   the app starts hydrating     <html data-render="hydrating">           taps kept for the app
 *        │
 *   the app takes over           <html data-render="live">, APP_HYDRATED_MARK   taps are the app's
 *   its first page entered       <html data-first-page-entered>, FIRST_PAGE_MARK  shell removed
 *   every lazy module fetched    PRELOADED_MARK (S3)
 */
import { APP_SLUG } from './appIdentity.ts';

/** On `<html>`, written by the build: the page this document holds, its Ionic mode, every page. */
export const PAGE_ATTRIBUTE = 'data-page';
export const PAGE_MODE_ATTRIBUTE = 'data-page-mode';
export const PAGES_ATTRIBUTE = 'data-pages';
/** On `#root`, written by the build: the path its prerendered markup shows, and its build. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const BUILD_ATTRIBUTE = 'data-build';
/** On `<html>`: the theme the head script decided, until the body takes it (src/boot/theme.ts). */
export const BOOT_THEME_ATTRIBUTE = 'data-boot-theme';
/** On `<html>`: what the document does with its page (RenderPhase), and `live` once the app runs. */
export const RENDER_ATTRIBUTE = 'data-render';
/** On `<html>`: the first page has entered, and the painted shell is gone. */
export const FIRST_PAGE_ENTERED_ATTRIBUTE = 'data-first-page-entered';
/** On a control tapped before the app was live, until the app takes the tap (src/boot/earlyTaps.ts). */
export const KEPT_TAP_ATTRIBUTE = 'data-kept-tap';

/** The values of RENDER_ATTRIBUTE; absent, the prerendered page is shown for the app to hydrate. */
export const RENDER_PHASES = ['hop', 'client', 'hydrating', 'live'] as const;
export type RenderPhase = (typeof RENDER_PHASES)[number];
/** The values of BOOT_THEME_ATTRIBUTE. */
export const BOOT_THEMES = ['light', 'dark'] as const;

/** Marks the moment the app has taken over the page (hydrated it, or rendered it anew). */
export const APP_HYDRATED_MARK = `${APP_SLUG}:app-hydrated`;
/** Marks the moment the first page has entered; tests and the benchmark read it. */
export const FIRST_PAGE_MARK = `${APP_SLUG}:first-page-entered`;
/** Marks the moment every lazy module has been fetched (S3). */
export const PRELOADED_MARK = `${APP_SLUG}:preloaded`;

/** Every attribute of a load's phases, for the checks of who writes and reads them. */
export const PHASE_ATTRIBUTES = [
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  BUILD_ATTRIBUTE,
  BOOT_THEME_ATTRIBUTE,
  RENDER_ATTRIBUTE,
  FIRST_PAGE_ENTERED_ATTRIBUTE,
  KEPT_TAP_ATTRIBUTE,
] as const;

/** Where the document stands, as its render phase says (undefined: shown, to hydrate). */
export function renderPhase(document: Document): RenderPhase | undefined {
  const phase = document.documentElement.getAttribute(RENDER_ATTRIBUTE);
  return RENDER_PHASES.find((known) => known === phase);
}

export function setRenderPhase(document: Document, phase: RenderPhase): void {
  document.documentElement.setAttribute(RENDER_ATTRIBUTE, phase);
}

/** The app has taken the page over: its own handlers answer taps from now on. */
export function markAppLive(document: Document): void {
  setRenderPhase(document, 'live');
  if (typeof performance.mark === 'function') performance.mark(APP_HYDRATED_MARK);
}

/** The first page has entered (performance's mark, then the document's, which CSS reads). */
export function markFirstPageEntered(): void {
  performance.mark(FIRST_PAGE_MARK);
}

export function showFirstPageEntered(document: Document): void {
  document.documentElement.setAttribute(FIRST_PAGE_ENTERED_ATTRIBUTE, '');
}

export function markPreloaded(): void {
  performance.mark(PRELOADED_MARK);
}

/** The theme the head script decided (P6), or undefined once the body has taken it. */
export function bootTheme(document: Document): string | null {
  return document.documentElement.getAttribute(BOOT_THEME_ATTRIBUTE);
}

export function setBootTheme(document: Document, dark: boolean): void {
  document.documentElement.setAttribute(BOOT_THEME_ATTRIBUTE, dark ? 'dark' : 'light');
}

export function clearBootTheme(document: Document): void {
  document.documentElement.removeAttribute(BOOT_THEME_ATTRIBUTE);
}

/** A tap kept for the app on this control, shown as pressed until the app takes it. */
export function markKeptTap(control: Element, kept: boolean): void {
  control.toggleAttribute(KEPT_TAP_ATTRIBUTE, kept);
}

/** The document shows another prerendered page now (one shown in place, src/boot/earlyTaps.ts). */
export function markShownPage(document: Document, root: HTMLElement, path: string): void {
  root.setAttribute(PRERENDERED_ATTRIBUTE, path);
  document.documentElement.setAttribute(PAGE_ATTRIBUTE, path);
}

/** A prerendered page the app will not use: its markup goes, and with it its mark. */
export function dropPrerenderedPage(root: HTMLElement): void {
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
}
