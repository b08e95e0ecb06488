import { createElement, lazy, useState, type ComponentType } from 'react';
import { recoverable } from './chunkRecovery';
import { markFirstPageEntered, markPreloaded, PRELOADED_MARK } from './startupPhases';

type Loader = () => Promise<unknown>;

/** Every lazily loaded module's `import()`, to fetch ahead of use (S3). */
const loaders = new Set<Loader>([() => import('../ionic/pageTransitions')]);

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  readonly load: () => Promise<unknown>;
  readonly isLoaded: () => boolean;
};

/**
 * `React.lazy` with preloading (S3) and chunk recovery (P8). A loaded module renders at once, not
 * through `lazy`, which suspends on a first render and let a tab switch show a pushed page.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const track = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  loaders.add(track);
  const Lazy = lazy(recoverable(track));

  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { load: track, isLoaded: () => loaded !== undefined });
}

/** Fetches what the first screen renders, so it renders without suspending. */
export async function startLoading(
  ...components: readonly (Pick<PreloadableComponent<object>, 'load'> | undefined)[]
): Promise<void> {
  await Promise.allSettled(components.map((component) => component?.load() ?? Promise.resolve()));
}

/** Fetches every registered module, repeating as loaded modules register lazy children. */
export async function preloadAll(): Promise<number> {
  const started = new Set<Loader>();
  for (;;) {
    const pending = [...loaders].filter((load) => !started.has(load));
    if (pending.length === 0) return started.size;
    pending.forEach((load) => started.add(load));
    await Promise.allSettled(pending.map((load) => load()));
  }
}

let firstPageEntered = false;

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 1);
}

/** S3: the first page entered starts preloading every lazy module once the browser is idle. */
export function pageEntered(): void {
  if (firstPageEntered) return;
  firstPageEntered = true;
  markFirstPageEntered();
  whenIdle(() => {
    void preloadAll().then(markPreloaded);
  });
}

/** Runs `work` once every lazy module has been fetched (S3); returns what cancels it. */
export function whenPreloaded(work: () => void): () => void {
  if (performance.getEntriesByName(PRELOADED_MARK, 'mark').length > 0) {
    work();
    return () => undefined;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(PRELOADED_MARK).length === 0) return;
    observer.disconnect();
    work();
  });
  observer.observe({ type: 'mark', buffered: true });
  return () => {
    observer.disconnect();
  };
}
