import { APP_SLUG } from './appIdentity.ts';

/** Marks the moment the first page has entered; tests and the benchmark read it. */
export const FIRST_PAGE_MARK = `${APP_SLUG}:first-page-entered`;
/** Marks the moment every lazy module has been fetched (S3). */
export const PRELOADED_MARK = `${APP_SLUG}:preloaded`;
