import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where `@ionic/react` takes its wrappers' runtime from (boundary.test.ts checks it still does). */
export const STENCIL_RUNTIME = '@stencil/react-output-target/runtime';

/**
 * P10: on the server (the build's prerender, the dev server's render of a page), `@ionic/react`'s
 * wrappers get the runtime of stencilReactOnServer.ts, which renders their props as attributes; in
 * the browser they keep the real one. A plugin rather than an alias, so that it applies to server
 * code only, and so that the build stops if nothing asked for the runtime by that name (an alias
 * would silently stop applying).
 */
export function stencilRuntimeOnServer(): Plugin {
  let used = false;
  return {
    name: 'tabshell:stencil-runtime-on-server',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (source !== STENCIL_RUNTIME || !options.ssr) return null;
      used = true;
      return fileURLToPath(new URL('./stencilReactOnServer.ts', import.meta.url));
    },
    buildEnd(error) {
      if (!error && this.environment.config.build.ssr && !used) {
        this.error(
          `vite/ionic/serverRuntime.ts: nothing imported ${STENCIL_RUNTIME}; @ionic/react's wrappers would render without their props on the server.`,
        );
      }
    },
  };
}
