/** Ionic's component modules, free of side effects though its package.json does not say so. */
export const IONIC_PURE_MODULES =
  /node_modules\/(@ionic\/core\/components|@ionic\/react\/dist|ionicons\/components)\/.*\.js$/;
