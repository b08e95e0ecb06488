import { act, render } from '@testing-library/react';
import { themeStore } from '../../theme/themeStore';
import type { ThemeState } from '../../theme/prefersDark';
import { MemoryRouter } from 'react-router-dom';
import SettingsPage from './SettingsPage';

/** The page as the app shows it: inside the router, at its own route. */
function renderPage() {
  return render(
    <MemoryRouter
      initialEntries={['/tabs/settings']}
      future={{ v7_startTransition: false, v7_relativeSplatPath: true }}
    >
      <SettingsPage />
    </MemoryRouter>,
  );
}

/** A system appearance the test can change, as `matchMedia` reports it. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (nowDark: boolean) => {
    dark = nowDark;
    listeners.forEach((listener) => {
      listener();
    });
  };
}

function useSystemButton(container: HTMLElement): HTMLIonButtonElement {
  const button = [...container.querySelectorAll('ion-button')].find(
    (element) => element.textContent === 'Use system',
  );
  if (!button) throw new Error('no "Use system" button');
  return button;
}

describe('SettingsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[string, ThemeState, boolean]>([
    ['read from the system', { prefersDark: false, source: 'system' }, true],
    ['stored, the same as the system', { prefersDark: false, source: 'stored' }, true],
    ['stored, not the system', { prefersDark: true, source: 'stored' }, false],
    ['kept for the session', { prefersDark: true, source: 'session' }, false],
  ])('P5: with a light system and a theme %s, "Use system" disabled: %s', (_, theme, disabled) => {
    fakeSystemScheme(false);
    themeStore.setState(theme, true);
    const { container } = renderPage();
    expect(useSystemButton(container).disabled).toBe(disabled);
  });

  it('P5: "Use system" is enabled once a choice is stored, and when the system changes under it', () => {
    const systemTurns = fakeSystemScheme(false);
    themeStore.setState({ prefersDark: false, source: 'system' }, true);
    const { container } = renderPage();
    expect(useSystemButton(container).disabled).toBe(true);

    act(() => {
      themeStore.setState({ prefersDark: true, source: 'stored' }, true);
    });
    expect(useSystemButton(container).disabled).toBe(false);

    act(() => {
      systemTurns(true);
    });
    expect(useSystemButton(container).disabled).toBe(true);

    act(() => {
      systemTurns(false);
    });
    expect(useSystemButton(container).disabled).toBe(false);
  });
});
