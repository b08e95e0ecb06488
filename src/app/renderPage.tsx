/**
 * The app as HTML, for the build's prerender (P10, vite/prerender/): each tab's root and each page
 * pushed on a tab, rendered at its own path with every lazy module loaded. Never imported by the
 * app itself. What only the running app can know (the platform, the theme, start-up, offline) is
 * rendered pending (`useHydrated`), as the browser's first render shows it too.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { capabilities } from '../pages/explore/capabilities';
import { tabPath } from '../shared/paths';
import { TAB_LIST, type TabEntry } from '../tabs/tabList';
import { App } from './App';

/** The values a page's route parameter takes, by page module: a page pushed with `:id`. */
const PARAMETER_VALUES: Readonly<Record<string, readonly string[]>> = {
  'explore/CapabilityPage': capabilities.map((capability) => capability.id),
};

/** Every path with a page of its own: each tab's root, then the pages pushed on it. */
export function prerenderedPaths(): string[] {
  return (TAB_LIST as readonly TabEntry[]).flatMap((tab) => [
    tabPath(tab.id),
    ...(tab.children ?? []).flatMap((child) =>
      child.path.startsWith(':')
        ? (PARAMETER_VALUES[child.page] ?? []).map((value) => `${tabPath(tab.id)}/${value}`)
        : [`${tabPath(tab.id)}/${child.path}`],
    ),
  ]);
}

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
