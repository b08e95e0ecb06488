/**
 * P7: a new version is offered, never forced; the same build registered for another variant (a
 * language changed, P14) takes over quietly, with no offer and no reload.
 */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, (event: object) => void>(),
  /** Workbox's own, which asks the worker in control: never the one to ask. */
  ownMessageSW: vi.fn(),
  messageSW: vi.fn(),
  messageSkipWaiting: vi.fn(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: object) => void) {
      workbox.listeners.set(type, listener);
    }
    messageSW = workbox.ownMessageSW;
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = () => Promise.resolve(undefined);
  },
  messageSW: workbox.messageSW,
}));

/** The waiting worker, as Workbox's `waiting` event gives it. */
const WAITING = { scriptURL: '/sw.js' };

import { registerWorker } from './registerWorker';

afterEach(() => {
  workbox.listeners.clear();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('registerWorker', () => {
  it('P7: offers a waiting worker of another build, and takes nothing without the person', async () => {
    const onNeedRefresh = vi.fn();
    workbox.messageSW.mockResolvedValue('newer');
    registerWorker('/sw.js?mode=md&language=en', '/', 'b1', { onNeedRefresh });
    workbox.listeners.get('waiting')?.({ sw: WAITING });
    await vi.waitFor(() => {
      expect(onNeedRefresh).toHaveBeenCalledOnce();
    });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(workbox.messageSW).toHaveBeenCalledWith(WAITING, { type: 'GET_BUILD' });
    expect(workbox.ownMessageSW).not.toHaveBeenCalled();
  });

  it('P7, P14: a waiting worker of this build, for another variant, takes over quietly', async () => {
    const onNeedRefresh = vi.fn();
    workbox.messageSW.mockResolvedValue('b1');
    registerWorker('/sw.js?mode=md&language=de', '/', 'b1', { onNeedRefresh });
    workbox.listeners.get('waiting')?.({ sw: WAITING });
    await vi.waitFor(() => {
      expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    });
    expect(onNeedRefresh).not.toHaveBeenCalled();
    expect(workbox.listeners.has('controlling')).toBe(false);
  });

  it('P7: a worker that does not say its build is offered as an update', async () => {
    const onNeedRefresh = vi.fn();
    workbox.messageSW.mockRejectedValue(new Error('no answer'));
    registerWorker('/sw.js?mode=md&language=en', '/', 'b1', { onNeedRefresh });
    workbox.listeners.get('waiting')?.({ sw: WAITING });
    await vi.waitFor(() => {
      expect(onNeedRefresh).toHaveBeenCalledOnce();
    });
  });

  it('P7: a waiting worker that never answers is offered once the wait is over', async () => {
    vi.useFakeTimers();
    const onNeedRefresh = vi.fn();
    workbox.messageSW.mockReturnValue(new Promise(() => undefined));
    registerWorker('/sw.js?mode=md&language=en', '/', 'b1', { onNeedRefresh });
    workbox.listeners.get('waiting')?.({ sw: WAITING });
    await vi.advanceTimersByTimeAsync(2900);
    expect(onNeedRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(onNeedRefresh).toHaveBeenCalledOnce();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('P7: the first install says the app works offline', () => {
    const onOfflineReady = vi.fn();
    registerWorker('/sw.js?mode=md&language=en', '/', 'b1', { onOfflineReady });
    workbox.listeners.get('installed')?.({ isUpdate: false });
    expect(onOfflineReady).toHaveBeenCalledOnce();
  });
});
