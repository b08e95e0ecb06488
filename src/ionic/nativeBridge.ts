/** A copy of Capacitor's `getPlatformId` for the head script; nativeBridge.test.ts checks it. */
interface Bridges {
  readonly androidBridge?: unknown;
  readonly webkit?: { readonly messageHandlers?: { readonly bridge?: unknown } };
}

export function onNativeBridge(window: object): boolean {
  const bridges = window as Bridges;
  return Boolean(bridges.androidBridge) || Boolean(bridges.webkit?.messageHandlers?.bridge);
}
