/**
 * Capacitor's platform rule (`@capacitor/core`'s `getPlatformId`), for the page's head script,
 * which runs before any module: on a device, the native bridge is on `window` before the page
 * loads. vite/ionic/boundary.test.ts checks this copy against the installed `@capacitor/core`.
 */
interface Bridges {
  readonly androidBridge?: unknown;
  readonly webkit?: { readonly messageHandlers?: { readonly bridge?: unknown } };
}

/** Whether the page runs in the native app (Android or iOS), as Capacitor tells it. */
export function onNativeBridge(window: object): boolean {
  const bridges = window as Bridges;
  return Boolean(bridges.androidBridge) || Boolean(bridges.webkit?.messageHandlers?.bridge);
}
