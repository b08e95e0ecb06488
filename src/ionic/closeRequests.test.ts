import { answerCloseRequests, somethingOpen } from './closeRequests';

class FakeCloseWatcher {
  static live: FakeCloseWatcher[] = [];
  onclose: (() => void) | null = null;
  constructor() {
    FakeCloseWatcher.live.push(this);
  }
  destroy() {
    FakeCloseWatcher.live = FakeCloseWatcher.live.filter((watcher) => watcher !== this);
  }
  /** What the browser does on a close request. */
  requestClose() {
    this.destroy();
    this.onclose?.();
  }
}

function browserWithCloseWatcher() {
  FakeCloseWatcher.live = [];
  Object.assign(window, { CloseWatcher: FakeCloseWatcher });
  const presses = vi.fn();
  document.addEventListener('backbutton', presses);
  const stop = answerCloseRequests(window);
  return {
    presses,
    stop: () => {
      stop();
      document.removeEventListener('backbutton', presses);
      Reflect.deleteProperty(window, 'CloseWatcher');
      document.body.replaceChildren();
    },
  };
}

function open(tag: 'ion-modal' | 'ion-menu', event: string) {
  const element = document.createElement(tag);
  if (tag === 'ion-menu') element.classList.add('show-menu');
  document.body.append(element);
  element.dispatchEvent(new CustomEvent(event, { bubbles: true }));
  return {
    close: (closed: string) => {
      if (tag === 'ion-menu') element.classList.remove('show-menu');
      else element.classList.add('overlay-hidden');
      element.dispatchEvent(new CustomEvent(closed, { bubbles: true }));
    },
  };
}

describe('S10 on the web: close requests', () => {
  it('watch only while an overlay or the menu is open, so Back at rest is the browser’s', () => {
    const browser = browserWithCloseWatcher();
    expect(FakeCloseWatcher.live).toHaveLength(0);
    const sheet = open('ion-modal', 'ionModalDidPresent');
    expect(FakeCloseWatcher.live).toHaveLength(1);
    sheet.close('ionModalDidDismiss');
    expect(FakeCloseWatcher.live).toHaveLength(0);
    browser.stop();
  });

  it('press Back, which closes the overlay first, then the menu (Ionic’s priorities)', () => {
    const browser = browserWithCloseWatcher();
    const menu = open('ion-menu', 'ionDidOpen');
    const sheet = open('ion-modal', 'ionModalDidPresent');
    FakeCloseWatcher.live[0]?.requestClose();
    expect(browser.presses).toHaveBeenCalledTimes(1);
    // Still open while it closes: a quick second request is answered too.
    expect(FakeCloseWatcher.live).toHaveLength(1);
    sheet.close('ionModalDidDismiss');
    expect(FakeCloseWatcher.live).toHaveLength(1);
    FakeCloseWatcher.live[0]?.requestClose();
    expect(browser.presses).toHaveBeenCalledTimes(2);
    menu.close('ionDidClose');
    expect(FakeCloseWatcher.live).toHaveLength(0);
    browser.stop();
  });

  it('make Escape a close request alone while watching, so Ionic does not close a second thing', () => {
    const browser = browserWithCloseWatcher();
    const ionicEscape = vi.fn();
    document.addEventListener('keydown', ionicEscape);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(ionicEscape).toHaveBeenCalledTimes(1);
    open('ion-modal', 'ionModalDidPresent');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(ionicEscape).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', ionicEscape);
    browser.stop();
  });

  it('leave Escape to Ionic where the browser has no CloseWatcher (Safari, Firefox)', () => {
    const stop = answerCloseRequests(window);
    const ionicEscape = vi.fn();
    document.addEventListener('keydown', ionicEscape);
    open('ion-modal', 'ionModalDidPresent');
    expect(somethingOpen(document)).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(ionicEscape).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', ionicEscape);
    stop();
    document.body.replaceChildren();
  });
});
