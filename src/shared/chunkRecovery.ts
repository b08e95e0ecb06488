/** P8: a chunk that fails to load is fetched again, then the page reloads once: never a loop. */
import { APP_SLUG } from './appIdentity';

export const CHUNK_RETRY_DELAY_MS = 500;
/** Within this of a reload, the next failure is shown, not reloaded. */
export const RELOAD_WINDOW_MS = 60_000;
const RELOAD_MARK = `${APP_SLUG}:chunk-reload-at`;

export interface ChunkRecoveryDeps {
  /** Undefined where unavailable: then no reload, as it could loop. */
  readonly session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  readonly reload: () => void;
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
}

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

function browserDeps(): ChunkRecoveryDeps {
  let session: Storage | undefined;
  try {
    session = window.sessionStorage;
  } catch {
    session = undefined;
  }
  return {
    session,
    reload: () => {
      window.location.reload();
    },
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

function claimReload(deps: ChunkRecoveryDeps): boolean {
  try {
    if (!deps.session) return false;
    const last = Number(deps.session.getItem(RELOAD_MARK));
    if (Number.isFinite(last) && deps.now() - last < RELOAD_WINDOW_MS) return false;
    deps.session.setItem(RELOAD_MARK, String(deps.now()));
    return true;
  } catch {
    return false;
  }
}

/**
 * The module a failed `import()` names, if it is on this origin: Chromium and Firefox end the
 * error's message with its URL (Safari does not).
 */
export function failedModuleUrl(error: unknown, origin: string): URL | undefined {
  const message = error instanceof Error ? error.message : '';
  const named = /(https?:\/\/\S+)$/.exec(message.trim())?.[1];
  if (named === undefined || !URL.canParse(named)) return undefined;
  const url = new URL(named);
  return url.origin === origin ? url : undefined;
}

let fresh = 0;

/**
 * Imports the module `error` names again, at a URL of its own when the error names one `expected`
 * accepts: a browser may keep a failed fetch in its module map and answer the same URL again
 * without fetching (Chromium 150 does; whatwg/html#10327 has since changed the standard).
 */
export function importAgain<T>(
  load: () => Promise<T>,
  error: unknown,
  expected: (url: URL) => boolean,
  {
    origin = globalThis.location.origin,
    importUrl = (href: string) => import(/* @vite-ignore */ href),
  }: { readonly origin?: string; readonly importUrl?: (href: string) => Promise<unknown> } = {},
): Promise<T> {
  const url = failedModuleUrl(error, origin);
  if (url === undefined || !expected(url)) return load();
  url.searchParams.set('retry', String(++fresh));
  return importUrl(url.href) as Promise<T>;
}

export function forgetChunkReload(deps: Pick<ChunkRecoveryDeps, 'session'> = browserDeps()): void {
  try {
    deps.session?.removeItem(RELOAD_MARK);
  } catch {
    // Nothing to forget where storage is unavailable.
  }
}

export function recoverable<T>(
  load: () => Promise<T>,
  deps: ChunkRecoveryDeps = browserDeps(),
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch {
      await deps.sleep(CHUNK_RETRY_DELAY_MS);
    }
    try {
      return await load();
    } catch (error) {
      if (claimReload(deps)) {
        deps.reload();
        return new Promise<T>(() => undefined);
      }
      throw new ChunkLoadError(error);
    }
  };
}
