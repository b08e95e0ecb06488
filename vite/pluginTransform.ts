import type { Plugin } from 'vite';

export type Transform = (code: string, id: string) => { code: string } | null;

/**
 * A plugin's `transform` hook as a plain function, for tests: `this.error` throws, as it stops the
 * build in Vite.
 */
export function pluginTransform(plugin: Plugin): Transform {
  const hook = plugin.transform as unknown as Transform;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (code, id) => hook.call(context, code, id);
}
