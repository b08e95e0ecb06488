import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { recoverable } from './chunkRecovery';

type Loader = () => Promise<unknown>;

/** Every lazily loaded module registers its `import()` here, so it can be fetched ahead of use (S3). */
const loaders = new Set<Loader>();

/**
 * `React.lazy`, plus registration for preloading (S3) and recovery from a chunk that fails to
 * load (P8). Preloading uses the plain loader: a head start must never reload the page.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  loaders.add(load);
  return lazy(recoverable(load));
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

/** Marks the moment the first page has entered; tests and the benchmark read it. */
export const FIRST_PAGE_MARK = 'tabshell:first-page-entered';
export const PRELOADED_MARK = 'tabshell:preloaded';

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
  performance.mark(FIRST_PAGE_MARK);
  whenIdle(() => {
    void preloadAll().then(() => performance.mark(PRELOADED_MARK));
  });
}
