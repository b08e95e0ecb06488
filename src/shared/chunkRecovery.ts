/**
 * P8: a lazy chunk that fails to load (typically: a new deploy removed it) is fetched again once;
 * if that fails too, the page reloads once to pick up the new build. A second failure soon after
 * that reload is shown calmly (LoadBoundary) instead of reloading again: never a loop.
 */
import { APP_SLUG } from './appIdentity';

export const CHUNK_RETRY_DELAY_MS = 500;
/** A reload newer than this is "the one reload": the next failure is shown, not reloaded. */
export const RELOAD_WINDOW_MS = 60_000;
const RELOAD_MARK = `${APP_SLUG}:chunk-reload-at`;

export interface ChunkRecoveryDeps {
  /** `sessionStorage`, or undefined where it is unavailable (then no reload: it could loop). */
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

/** Marks a reload, unless one happened within the window. Returns whether to reload now. */
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

/** Forgets the reload mark: the user asked to try again. */
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
        // The page is going away; keep the loading state until it does.
        return new Promise<T>(() => undefined);
      }
      throw new ChunkLoadError(error);
    }
  };
}
