import { tabPath } from '../shared/paths';
import { TAB_LIST, type TabEntry } from '../tabs/tabList';

/** The values a pushed page's route parameter takes, by page module (`explore/CapabilityPage`). */
type ParameterValues = Readonly<Record<string, readonly string[] | undefined>>;

/** Where a page pushed with a parameter declares its values: beside it, as plain data. */
export function parametersFile(page: string): string {
  return `src/pages/${page}.params.ts`;
}

/** Every `src/pages/<tab>/<Name>Page.params.ts`, by page module; each exports `parameterValues`. */
const DECLARED: ParameterValues = Object.fromEntries(
  Object.entries(
    import.meta.glob<readonly string[] | undefined>('../pages/*/*Page.params.ts', {
      eager: true,
      import: 'parameterValues',
    }),
  ).map(([file, values]) => [file.replace(/^\.\.\/pages\/(.*)\.params\.ts$/, '$1'), values]),
);

/** Every path with a page of its own; a parameter without declared values is an error. */
export function pathsOf(tabs: readonly TabEntry[], declared: ParameterValues): string[] {
  const pushedWithParameter = new Set<string>();
  const paths = tabs.flatMap((tab) => [
    tabPath(tab.id),
    ...(tab.children ?? []).flatMap((child) => {
      if (!child.path.startsWith(':')) return [`${tabPath(tab.id)}/${child.path}`];
      pushedWithParameter.add(child.page);
      const values = declared[child.page];
      if (values === undefined) {
        throw new Error(
          `${tabPath(tab.id)}/${child.path} (${child.page}) has no values to prerender: export them as \`parameterValues\` from ${parametersFile(child.page)} (an empty list if none is known at build time).`,
        );
      }
      const bad = values.find((value) => !/^[^/?#]+$/.test(value));
      if (bad !== undefined) {
        throw new Error(
          `${parametersFile(child.page)} declares ${JSON.stringify(bad)}, which is not one path segment.`,
        );
      }
      return values.map((value) => `${tabPath(tab.id)}/${value}`);
    }),
  ]);
  const stray = Object.keys(declared).filter((page) => !pushedWithParameter.has(page));
  if (stray.length > 0) {
    throw new Error(
      `${stray.map(parametersFile).join(', ')}: no tab in TAB_LIST pushes that page with a parameter.`,
    );
  }
  return paths;
}

/** The prerender's paths (P10), from TAB_LIST and the parameter values declared beside the pages. */
export function prerenderedPaths(): string[] {
  return pathsOf(TAB_LIST, DECLARED);
}
