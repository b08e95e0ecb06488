/** The wrapper events of lazyIonic.ts and lazyToggle.ts, without imports so the build can check them against Ionic. */
export const LAZY_IONIC_EVENTS = {
  'ion-toggle': { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  'ion-menu': {
    onIonWillOpen: 'ionWillOpen',
    onIonWillClose: 'ionWillClose',
    onIonDidOpen: 'ionDidOpen',
    onIonDidClose: 'ionDidClose',
  },
} as const;
