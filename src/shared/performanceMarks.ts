import { APP_SLUG } from './appIdentity.ts';

/** Marks the moment the first page has entered; tests and the benchmark read it. */
export const FIRST_PAGE_MARK = `${APP_SLUG}:first-page-entered`;
/** Marks the moment every lazy module has been fetched (S3). */
export const PRELOADED_MARK = `${APP_SLUG}:preloaded`;
/**
 * Marks the moment the app has taken over the page (hydrated the prerendered screen, or rendered
 * it anew): its own tab bar handlers are live from here on. The benchmark reads it.
 */
export const APP_HYDRATED_MARK = `${APP_SLUG}:app-hydrated`;
