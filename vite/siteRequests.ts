/** The site's rule (src/shared/site.ts) over a folder, for `npm start` and `vite preview`. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { answerRequest, requestVariant, type SiteAnswer } from '../src/shared/site.ts';
import { LANDING_PATH } from '../src/tabs/tabList.ts';

export type { SiteAnswer };

export interface SiteRequest {
  readonly url: string;
  readonly userAgent: string;
  readonly acceptLanguage?: string;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function answerSiteRequest(
  root: string,
  request: SiteRequest,
  { spa = false }: { readonly spa?: boolean } = {},
): SiteAnswer {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const variant = requestVariant({ ...request, search: search.split('#')[0] ?? '' });
  const answer = answerRequest(
    { url: request.url, variant, landing: LANDING_PATH },
    (file) => isFile(join(root, file)),
    { spa },
  );
  return answer.kind === 'missing' ? answer : { kind: answer.kind, file: join(root, answer.file) };
}
