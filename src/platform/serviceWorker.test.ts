import type { RegisterWorkerOptions } from './registerWorker';
import type { Variant } from '../shared/site';

const VARIANT: Variant = { mode: 'ios', language: 'en' };
import { expectConsole } from '../test/setup';
import { LOG_TAG } from '../shared/appIdentity';
import { BLOCKED, NOT_IN_THIS_BROWSER, NOT_STORED } from './offlineReadiness';

const pwa = vi.hoisted(() => ({ registerWorker: vi.fn() }));
vi.mock('./registerWorker', () => pwa);

/** What the `call`th `registerWorker` was given: the app's callbacks. */
function callbacks(call = 0): RegisterWorkerOptions {
  return (pwa.registerWorker.mock.calls[call]?.[3] ?? {}) as RegisterWorkerOptions;
}

/** A fresh serviceWorker module (and warnOnce) over this `navigator.serviceWorker`. */
async function withContainer(container: Partial<ServiceWorkerContainer> | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  // As on any https page or localhost (jsdom's pages are not secure contexts).
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  vi.resetModules();
  return import('./serviceWorker');
}

/** `fetch` answering the worker's script as served: JavaScript, 200. */
function serveScript(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response('', { headers: { 'content-type': 'text/javascript' }, status: 200 }),
      ),
    ),
  );
}

/** Lets every promise settle, with `setTimeout` faked (`vi.waitFor` would move its clock). */
function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A page a worker serves (ready), whose `register()` refuses with `error`. */
function servedPageRefusing(error: Error) {
  return withContainer({
    controller: {} as ServiceWorker,
    register: () => Promise.reject(error),
  });
}

/** `fetch` reaching nothing, as offline. */
function nothingReachable(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

/** `navigator.onLine`, as the test sets it. */
function online(up: boolean): { up: boolean } {
  const line = { up };
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => line.up });
  return line;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'onLine');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
  pwa.registerWorker.mockReset();
});

describe('registerServiceWorker', () => {
  it('P7: without service workers, says so once and registers nothing', async () => {
    const warn = expectConsole('warn');
    const { registerServiceWorker, serviceWorkerStore } = await withContainer(undefined);
    expect(serviceWorkerStore.getState().offline).toEqual({
      status: 'unavailable',
      reason: NOT_IN_THIS_BROWSER,
    });
    await registerServiceWorker(VARIANT);
    await registerServiceWorker(VARIANT);
    expect(pwa.registerWorker).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([
      [`${LOG_TAG} The app cannot be stored for offline use: ${NOT_IN_THIS_BROWSER}.`],
    ]);
  });

  it('P7: register() stubbed to answer nothing (workers blocked) reads "blocked", not a TypeError', async () => {
    const warn = expectConsole('warn');
    const register = vi.fn(() => Promise.resolve(undefined));
    const { registerServiceWorker, serviceWorkerStore } = await withContainer({
      controller: null,
      register: register as unknown as ServiceWorkerContainer['register'],
    });
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'pending' });
    await registerServiceWorker(VARIANT);
    callbacks().onRegisterError?.(
      new TypeError("Cannot read properties of undefined (reading 'waiting')"),
    );
    await vi.waitFor(() => {
      expect(serviceWorkerStore.getState().offline).toEqual({
        status: 'unavailable',
        reason: BLOCKED,
      });
    });
    // The worker for the person's variant only (src/sw.ts).
    expect(register).toHaveBeenCalledWith('/sw.js?mode=ios&language=en', { scope: '/' });
    expect(warn.mock.calls).toEqual([
      [`${LOG_TAG} The app cannot be stored for offline use: ${BLOCKED}.`],
    ]);
  });

  it("P7: a worker script the host does not serve is a real failure, in the browser's words", async () => {
    const warn = expectConsole('warn');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Not found', { status: 404 })));
    const refusal = new DOMException(
      "Failed to register a ServiceWorker: The script has an unsupported MIME type ('text/html').",
      'SecurityError',
    );
    const { registerServiceWorker, serviceWorkerStore } = await withContainer({
      controller: null,
      register: () => Promise.reject(refusal),
    });
    await registerServiceWorker(VARIANT);
    callbacks().onRegisterError?.(refusal);
    await vi.waitFor(() => {
      expect(serviceWorkerStore.getState().offline).toEqual({
        status: 'failed',
        reason: refusal.message,
      });
    });
    expect(warn.mock.calls).toEqual([
      [`${LOG_TAG} The app could not be stored for offline use: ${refusal.message}`],
    ]);
  });

  it('P7: a refusal of a script served well, for a policy, is a browser that blocks workers', async () => {
    const warn = expectConsole('warn');
    const served = new Response('self.addEventListener("fetch", () => {});', {
      headers: { 'Content-Type': 'text/javascript' },
    });
    vi.stubGlobal('fetch', () => Promise.resolve(served));
    const refusal = new DOMException('The user denied permission.', 'SecurityError');
    const { registerServiceWorker, serviceWorkerStore } = await withContainer({
      controller: null,
      register: () => Promise.reject(refusal),
    });
    await registerServiceWorker(VARIANT);
    callbacks().onRegisterError?.(refusal);
    const reason = `${BLOCKED} (The user denied permission.)`;
    await vi.waitFor(() => {
      expect(serviceWorkerStore.getState().offline).toEqual({ status: 'unavailable', reason });
    });
    expect(warn.mock.calls).toEqual([
      [`${LOG_TAG} The app cannot be stored for offline use: ${reason}.`],
    ]);
  });

  it('P7: a page a worker serves stays ready when an update is refused; asked once more after a pause, the second refusal is said', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const warn = expectConsole('warn');
    online(true);
    const error = new TypeError('Failed to fetch');
    // The script is there: the browser refused it for another reason.
    serveScript();
    const { registerServiceWorker, serviceWorkerStore, UPDATE_RETRY_MS } =
      await servedPageRefusing(error);
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'ready' });
    await registerServiceWorker(VARIANT);
    callbacks().onRegisterError?.(error);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The line may have dropped a moment: nothing said yet, nothing asked at once.
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS - 1);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    callbacks(1).onRegisterError?.(error);
    await settled();
    expect(warn.mock.calls).toEqual([[`${LOG_TAG} The offline copy could not be updated.`, error]]);
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'ready' });
    // Said once, asked no more.
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS * 2);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('P7: an update whose script the server does not serve as JavaScript is said at once', async () => {
    const warn = expectConsole('warn');
    online(true);
    const error = new DOMException('The script has an unsupported MIME type.', 'SecurityError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
        ),
      ),
    );
    const { registerServiceWorker, serviceWorkerStore } = await servedPageRefusing(error);
    await registerServiceWorker(VARIANT);
    callbacks().onRegisterError?.(error);
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledTimes(1);
    });
    expect(warn.mock.calls).toEqual([[`${LOG_TAG} The offline copy could not be updated.`, error]]);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(1);
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'ready' });
  });

  it('P7: a line navigator.onLine calls up while nothing can be fetched gets one more ask, no loop and no word', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const warn = expectConsole('warn');
    online(true);
    const error = new TypeError('An unknown error occurred when fetching the script.');
    nothingReachable();
    const { registerServiceWorker, UPDATE_RETRY_MS } = await servedPageRefusing(error);
    await registerServiceWorker({ mode: 'md', language: 'de' });
    callbacks().onRegisterError?.(error);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    callbacks(1).onRegisterError?.(error);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS * 3);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('P7, P14: offline, a worker for another variant (a language chosen there) is asked for again once online, without a word', async () => {
    const warn = expectConsole('warn');
    const line = online(false);
    const error = new TypeError('Failed to fetch');
    nothingReachable();
    const { registerServiceWorker, serviceWorkerStore } = await servedPageRefusing(error);
    await registerServiceWorker({ mode: 'ios', language: 'de' });
    callbacks().onRegisterError?.(error);
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalled();
    });
    await Promise.resolve();
    expect(pwa.registerWorker).toHaveBeenCalledTimes(1);
    line.up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => {
      expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    });
    expect(pwa.registerWorker.mock.calls[1]?.[0]).toBe('/sw.js?mode=ios&language=de');
    // Once: a second `online` asks only if that registration fails again.
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'ready' });
  });

  it('P7, P14: a registration that failed offline is asked for again, without a word, when the line is back before the browser is asked again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const warn = expectConsole('warn');
    const line = online(false);
    const error = new TypeError('An unknown error occurred when fetching the script.');
    // By the time the script is fetched to see why, the line is back and it is served.
    serveScript();
    const { registerServiceWorker, UPDATE_RETRY_MS } = await servedPageRefusing(error);
    await registerServiceWorker({ mode: 'md', language: 'de' });
    callbacks().onRegisterError?.(error);
    line.up = true;
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Its `online` came before anyone listened: asked again after a pause.
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS);
    expect(pwa.registerWorker).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('P7: an update the browser takes when asked again brings no warning', async () => {
    const warn = expectConsole('warn');
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    const { registerServiceWorker, serviceWorkerStore } = await withContainer({
      controller: {} as ServiceWorker,
      register: register as unknown as ServiceWorkerContainer['register'],
    });
    await registerServiceWorker(VARIANT);
    callbacks().onRegisterError?.(new TypeError('Failed to fetch'));
    await vi.waitFor(() => {
      expect(register).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).not.toHaveBeenCalled();
    expect(pwa.registerWorker).toHaveBeenCalledTimes(1);
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'ready' });
  });

  it('P7: ready once the worker has stored the build; a new version is offered', async () => {
    const { registerServiceWorker, serviceWorkerStore } = await withContainer({ controller: null });
    await registerServiceWorker(VARIANT);
    callbacks().onOfflineReady?.();
    expect(serviceWorkerStore.getState()).toEqual({
      offline: { status: 'ready' },
      updateAvailable: false,
    });
    callbacks().onNeedRefresh?.();
    expect(serviceWorkerStore.getState().updateAvailable).toBe(true);
  });

  it('P7: a first install that fails (a precached file missing) is a real failure', async () => {
    const warn = expectConsole('warn');
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    const registration = Object.assign(new EventTarget(), { active: null, installing: worker });
    const { registerServiceWorker, serviceWorkerStore } = await withContainer({ controller: null });
    await registerServiceWorker(VARIANT);
    callbacks().onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    worker.state = 'redundant';
    worker.dispatchEvent(new Event('statechange'));
    expect(serviceWorkerStore.getState().offline).toEqual({ status: 'failed', reason: NOT_STORED });
    expect(warn.mock.calls).toEqual([
      [`${LOG_TAG} The app could not be stored for offline use: ${NOT_STORED}`],
    ]);
  });
});
