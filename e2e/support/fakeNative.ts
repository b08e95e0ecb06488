import type { Page } from '@playwright/test';
import { STEP_TIMEOUT_MS } from '../../src/platform/startup.ts';

/**
 * A fake Capacitor native bridge for browser tests. Capacitor decides the platform from its bridge
 * (`androidBridge`, or WebKit's `bridge` message handler on iOS) and sends each call of a native
 * plugin to `Capacitor.nativePromise`. Installed before the app loads, this fake records every call
 * in `window.__nativeCalls` and answers it as told: resolve, reject, throw, or never answer.
 */

export type NativePlatform = 'android' | 'ios';
export type Answer = 'resolve' | 'reject' | 'throw' | 'hang';

export interface FakeNativeOptions {
  readonly platform: NativePlatform;
  /** How to answer `Plugin.method`; anything not listed resolves. */
  readonly answers?: Readonly<Record<string, Answer>>;
  /** What `Device.getLanguageTag` answers (P14); `en-US` unless told. */
  readonly languageTag?: string;
}

export interface NativeCall {
  readonly call: string;
  readonly options: unknown;
  /** Whether `body.dark` was set when the call was made. */
  readonly bodyDark: boolean;
}

const PLUGINS: Record<string, string[]> = {
  StatusBar: ['setStyle', 'setBackgroundColor', 'show', 'hide', 'getInfo', 'setOverlaysWebView'],
  SplashScreen: ['show', 'hide'],
  App: ['exitApp', 'getInfo', 'getState', 'getLaunchUrl', 'minimizeApp'],
  Device: ['getLanguageTag', 'getLanguageCode', 'getInfo', 'getId', 'getBatteryInfo'],
};

function install(options: FakeNativeOptions, plugins: Record<string, string[]>): void {
  const w = window as unknown as Record<string, unknown>;
  const calls: NativeCall[] = [];
  const listeners: Record<string, (data: unknown) => void> = {};
  w.__nativeCalls = calls;
  w.__nativeListeners = listeners;
  if (options.platform === 'android') w.androidBridge = { postMessage: () => undefined };
  else w.webkit = { messageHandlers: { bridge: { postMessage: () => undefined } } };

  const answer = (call: string): Promise<unknown> => {
    switch (options.answers?.[call]) {
      case 'reject':
        return Promise.reject(new Error(`${call} rejected (fake bridge)`));
      case 'throw':
        throw new Error(`${call} threw (fake bridge)`);
      case 'hang':
        return new Promise(() => undefined);
      default:
        return Promise.resolve(
          call === 'Device.getLanguageTag' ? { value: options.languageTag ?? 'en-US' } : undefined,
        );
    }
  };
  const record = (plugin: string, method: string, args: unknown) => {
    const call = `${plugin}.${method}`;
    calls.push({
      call,
      options: args,
      // Init scripts run before <body> exists.
      bodyDark: (document.body as HTMLElement | null)?.classList.contains('dark') ?? false,
    });
    return call;
  };

  // What Capacitor's injected native bridge defines before the page's own scripts run
  // (@capacitor/android's native-bridge.js): Ionic's elements, upgraded as soon as Ionic defines
  // them, may ask it before @capacitor/core has loaded.
  const headers = Object.keys(plugins);
  w.Capacitor = {
    getPlatform: () => options.platform,
    isNativePlatform: () => true,
    isPluginAvailable: (name: string) => headers.includes(name),
    PluginHeaders: [
      ...Object.entries(plugins).map(([name, methods]) => ({
        name,
        methods: [
          ...methods.map((method) => ({ name: method, rtype: 'promise' })),
          { name: 'addListener', rtype: 'callback' },
          { name: 'removeListener', rtype: 'promise' },
        ],
      })),
    ],
    nativePromise: (plugin: string, method: string, args: unknown) =>
      answer(record(plugin, method, args)),
    nativeCallback: (
      plugin: string,
      method: string,
      args: { eventName?: string } | undefined,
      callback: (data: unknown) => void,
    ) => {
      record(plugin, method, args);
      if (method === 'addListener' && args?.eventName) {
        listeners[`${plugin}.${args.eventName}`] = callback;
      }
      return String(calls.length);
    },
  };
}

/** An init script for `openApp({ init })`. */
export function fakeNative(options: FakeNativeOptions): { content: string } {
  return {
    content: `(${install.toString()})(${JSON.stringify(options)}, ${JSON.stringify(PLUGINS)});`,
  };
}

/** Plugin calls the app made, in order. */
export function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls);
}

/** Fires a plugin event the app listens for, as the native side would (e.g. App.appUrlOpen). */
export async function emitNative(page: Page, event: string, data: unknown): Promise<void> {
  await page.waitForFunction(
    (name) => name in (window as unknown as { __nativeListeners: object }).__nativeListeners,
    event,
  );
  await page.evaluate(
    ([name, payload]) => {
      const w = window as unknown as { __nativeListeners: Record<string, (d: unknown) => void> };
      w.__nativeListeners[name]?.(payload);
    },
    [event, data] as const,
  );
}

/**
 * Moves the page's clock (`openApp(path, { clock: true })`) past start-up's wait for a call
 * answered with `hang`, once the app has made it: the step times out now, not in 3 s.
 */
export async function outwaitHang(page: Page, call: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls.some(
        (made) => made.call === name,
      ),
    call,
  );
  await page.clock.fastForward(STEP_TIMEOUT_MS);
}
