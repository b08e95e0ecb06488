/**
 * The app as HTML, for the build's prerender (P10, vite/pages.ts): each tab's root and each page
 * pushed on a tab, rendered at its own path with every lazy module loaded. Never imported by the
 * app itself. What only the running app can know (the platform, the theme, start-up, offline) is
 * rendered pending (`useHydrated`), as the browser's first render shows it too.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App';

/** Every path with a page of its own: each tab's root, then the pages pushed on it. */
export { prerenderedPaths } from './prerenderedPaths';

/** The app's markup at `path`, once everything it renders there has loaded. */
export async function renderPage(path: string): Promise<string> {
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
