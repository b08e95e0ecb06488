/** The app as HTML, for the build's prerender (P10, vite/pages.ts); never imported by the app. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { loadLanguage } from '../shared/i18n';
import type { Language } from '../shared/languages';

export { prerenderedPaths } from './prerenderedPaths';

export async function renderPage(path: string, language: Language): Promise<string> {
  await loadLanguage(language);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App serverPath={path} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new Error(`${path} could not be prerendered`, { cause: errors[0] });
  }
  return html;
}
