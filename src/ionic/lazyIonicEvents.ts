/**
 * The events of the wrappers in lazyIonic.ts, as `@ionic/react` maps them (prop → DOM event). Kept
 * apart, without imports, so the build can check them against the installed `@ionic/react`
 * (vite/ionic/reactWorkarounds.ts) and fail when an upgrade changes them.
 */
export const LAZY_IONIC_EVENTS = {
  'ion-toggle': { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  'ion-menu': {
    onIonWillOpen: 'ionWillOpen',
    onIonWillClose: 'ionWillClose',
    onIonDidOpen: 'ionDidOpen',
    onIonDidClose: 'ionDidClose',
  },
} as const;
