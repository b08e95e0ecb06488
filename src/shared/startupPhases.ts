/**
 * The phases of a load, named and written only here (startupPhases.test.ts checks it).
 *
 *   build (vite/pages.ts)      <html data-page data-page-mode data-pages data-mode-stylesheets>
 *                                <div id="root" data-prerendered data-build>
 *        │
 *   head script, before any      <html data-boot-theme="light|dark">      theme decided (P6)
 *   frame (src/startup/)            <html data-render="hop">                 its page's file on the way
 *        │                       <html data-render="client">              the app will render anew
 *        │                       (no data-render)                         the page is shown, to hydrate
 *   main.tsx                     #root loses data-prerendered             page not used after all
 *        │                       [data-kept-tap] on a control             tapped, kept for the app
 *   the app starts hydrating     <html data-render="hydrating">           taps kept for the app
 *   (for the bench)              APP_CODE_RUN_MARK, IONIC_DEFINED_MARK   start run, Ionic defined
 *        │
 *   the app takes over           <html data-render="live">, APP_HYDRATED_MARK   taps are the app's
 *   its first page entered       <html data-first-page-entered>, FIRST_PAGE_MARK  shell removed
 *   every lazy module fetched    PRELOADED_MARK (S3)
 */
import { APP_SLUG } from './appIdentity.ts';

/** Written by the build. */
export const PAGE_ATTRIBUTE = 'data-page';
export const PAGE_MODE_ATTRIBUTE = 'data-page-mode';
export const PAGES_ATTRIBUTE = 'data-pages';
/** Each Ionic mode's stylesheet, `md <href> ios <href>`: a hop to the other mode asks for its at once. */
export const MODE_STYLESHEETS_ATTRIBUTE = 'data-mode-stylesheets';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const BUILD_ATTRIBUTE = 'data-build';
export const BOOT_THEME_ATTRIBUTE = 'data-boot-theme';
export const RENDER_ATTRIBUTE = 'data-render';
export const FIRST_PAGE_ENTERED_ATTRIBUTE = 'data-first-page-entered';
export const KEPT_TAP_ATTRIBUTE = 'data-kept-tap';

/** Absent, the prerendered page is shown for the app to hydrate. */
export const RENDER_PHASES = ['hop', 'client', 'hydrating', 'live'] as const;
export type RenderPhase = (typeof RENDER_PHASES)[number];
export const BOOT_THEMES = ['light', 'dark'] as const;

export const APP_CODE_RUN_MARK = `${APP_SLUG}:app-code-run`;
export const IONIC_DEFINED_MARK = `${APP_SLUG}:ionic-defined`;
export const APP_HYDRATED_MARK = `${APP_SLUG}:app-hydrated`;
export const FIRST_PAGE_MARK = `${APP_SLUG}:first-page-entered`;
export const PRELOADED_MARK = `${APP_SLUG}:preloaded`;

export const PHASE_ATTRIBUTES = [
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  MODE_STYLESHEETS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  BUILD_ATTRIBUTE,
  BOOT_THEME_ATTRIBUTE,
  RENDER_ATTRIBUTE,
  FIRST_PAGE_ENTERED_ATTRIBUTE,
  KEPT_TAP_ATTRIBUTE,
] as const;

export function renderPhase(document: Document): RenderPhase | undefined {
  const phase = document.documentElement.getAttribute(RENDER_ATTRIBUTE);
  return RENDER_PHASES.find((known) => known === phase);
}

export function setRenderPhase(document: Document, phase: RenderPhase): void {
  document.documentElement.setAttribute(RENDER_ATTRIBUTE, phase);
}

/** The hop's page shown in this document: as a prerendered page, to hydrate. */
export function clearRenderPhase(document: Document): void {
  document.documentElement.removeAttribute(RENDER_ATTRIBUTE);
}

export function markAppLive(document: Document): void {
  setRenderPhase(document, 'live');
  if (typeof performance.mark === 'function') performance.mark(APP_HYDRATED_MARK);
}

export function markAppCodeRun(): void {
  performance.mark(APP_CODE_RUN_MARK);
}

export function markIonicDefined(): void {
  performance.mark(IONIC_DEFINED_MARK);
}

export function markFirstPageEntered(): void {
  performance.mark(FIRST_PAGE_MARK);
}

export function showFirstPageEntered(document: Document): void {
  document.documentElement.setAttribute(FIRST_PAGE_ENTERED_ATTRIBUTE, '');
}

export function markPreloaded(): void {
  performance.mark(PRELOADED_MARK);
}

/** The theme the head script decided (P6), or null once the body has taken it. */
export function readBootTheme(document: Document): string | null {
  return document.documentElement.getAttribute(BOOT_THEME_ATTRIBUTE);
}

export function setBootTheme(document: Document, dark: boolean): void {
  document.documentElement.setAttribute(BOOT_THEME_ATTRIBUTE, dark ? 'dark' : 'light');
}

export function clearBootTheme(document: Document): void {
  document.documentElement.removeAttribute(BOOT_THEME_ATTRIBUTE);
}

export function markKeptTap(control: Element, kept: boolean): void {
  control.toggleAttribute(KEPT_TAP_ATTRIBUTE, kept);
}

export function markShownPage(
  document: Document,
  root: HTMLElement,
  path: string,
  mode: string | null = null,
): void {
  root.setAttribute(PRERENDERED_ATTRIBUTE, path);
  document.documentElement.setAttribute(PAGE_ATTRIBUTE, path);
  if (mode !== null) document.documentElement.setAttribute(PAGE_MODE_ATTRIBUTE, mode);
}

export function dropPrerenderedPage(root: HTMLElement): void {
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
}
