import { createElement, lazy, useState, type ComponentType } from 'react';
import { recoverable } from './chunkRecovery';
import { markFirstPageEntered, markPreloaded } from './startupPhases';

type Loader = () => Promise<unknown>;

/** Every lazily loaded module registers its `import()` here, so it can be fetched ahead of use (S3). */
const loaders = new Set<Loader>([() => import('./ionicTransitions')]);

/**
 * `React.lazy`, plus registration for preloading (S3) and recovery from a chunk that fails to
 * load (P8). Preloading uses the plain loader: a head start must never reload the page.
 *
 * Once a module has loaded, new instances render it at once instead of through `React.lazy`,
 * which suspends on every first render even when the module is there: a suspended push left a
 * window in which a tab switch made Ionic show the pushed page over the new tab (found by the
 * soak test). Each instance keeps the component it started with, so nothing remounts.
 */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the module now, without rendering it (see `startLoading`). */
  readonly load: () => Promise<unknown>;
  /** Whether the module is here: rendered now, it renders at once, with no fetch to fail. */
  readonly isLoaded: () => boolean;
};

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

/**
 * Starts fetching what the first screen will render, while the code that renders it is still
 * running, and settles when it is there: rendered then, it renders at once, instead of suspending
 * (React 19 holds a revealed Suspense boundary back by up to 300 ms) or being requested only after
 * its parent has rendered. A failure is left for the render to meet, which retries and recovers (P8).
 */
export async function startLoading(
  ...components: readonly (Pick<PreloadableComponent<object>, 'load'> | undefined)[]
): Promise<void> {
  await Promise.allSettled(components.map((component) => component?.load() ?? Promise.resolve()));
}

/**
 * Fetches every registered module without rendering it. A module registers its own lazy children
 * only when it runs, so this repeats until no new loader appears. A failure is left for the real
 * navigation to meet (and recover from); preloading is only a head start.
 */
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

/**
 * S3: called when a page has entered (`ionViewDidEnter`). The first call, and only it, preloads
 * every lazy module once the browser is idle, so the first screen never waits on it.
 */
export function pageEntered(): void {
  if (firstPageEntered) return;
  firstPageEntered = true;
  markFirstPageEntered();
  whenIdle(() => {
    void preloadAll().then(markPreloaded);
  });
}
