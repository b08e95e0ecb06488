import type { Plugin } from 'vite';

/** A rewrite of one of Ionic's files, with what must hold in it for the rewrite to mean anything. */
export interface Patch {
  /** The plugin's name. */
  readonly name: string;
  /** The boundary file that owns the patch, and what it patches, for the message. */
  readonly owner: string;
  readonly patches: string;
  /** The module ids it rewrites. */
  readonly file: RegExp;
  /** What no longer holds in the installed code: nothing, while the patch fits. */
  readonly problems: (code: string) => string[];
  readonly apply: (code: string) => string;
  /** Stylesheets are patched before Vite's CSS plugins read them. */
  readonly enforce?: 'pre';
  /**
   * A patch the app can run without: when it no longer fits the build warns, saying this, and
   * leaves the file as shipped. Otherwise the build stops.
   */
  readonly optional?: string;
}

/**
 * The one shape of every patch of Ionic's code: applied where the file is loaded, checked first,
 * and the build stops (or warns, for an optional patch) naming what changed, never rewriting a
 * file that no longer fits.
 */
export function patchPlugin(patch: Patch): Plugin {
  return {
    name: patch.name,
    ...(patch.enforce ? { enforce: patch.enforce } : {}),
    transform(code, id) {
      if (!patch.file.test(id.split('?')[0] ?? '')) return null;
      const problems = patch.problems(code);
      if (problems.length > 0) {
        const message = `${patch.owner} no longer fits the installed ${patch.patches}:\n- ${problems.join('\n- ')}`;
        if (patch.optional === undefined) this.error(message);
        this.warn(`${message}\n${patch.optional}`);
        return null;
      }
      return { code: patch.apply(code), map: null };
    },
  };
}
