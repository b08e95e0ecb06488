/**
 * Ionic declares no `sideEffects` in its package.json, so a bundler keeps every component module
 * it imports (all of `@ionic/react`'s). These modules define their element only when asked
 * (`defineCustomElement`), so the build may drop the ones the app never uses (vite.config.ts's
 * `treeshake.moduleSideEffects`). boundary.test.ts checks that against the installed packages.
 */
export const IONIC_PURE_MODULES =
  /node_modules\/(@ionic\/core\/components|@ionic\/react\/dist|ionicons\/components)\/.*\.js$/;
