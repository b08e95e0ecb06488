import { act, render } from '@testing-library/react';
import { themeStore } from '../../theme/themeStore';
import type { ThemeState } from '../../theme/prefersDark';
import SettingsPage from './SettingsPage';

function useSystemButton(container: HTMLElement): HTMLIonButtonElement {
  const button = [...container.querySelectorAll('ion-button')].find(
    (element) => element.textContent === 'Use system',
  );
  if (!button) throw new Error('no "Use system" button');
  return button;
}

describe('SettingsPage', () => {
  it.each<[ThemeState['source'], boolean]>([
    ['system', true],
    ['stored', false],
    ['session', false],
  ])('P5: with the theme from %s, "Use system setting" disabled: %s', (source, disabled) => {
    themeStore.setState({ prefersDark: false, source }, true);
    const { container } = render(<SettingsPage />);
    expect(useSystemButton(container).disabled).toBe(disabled);
  });

  it('P5: "Use system setting" is enabled once a value is stored, and disabled again after use', () => {
    themeStore.setState({ prefersDark: false, source: 'system' }, true);
    const { container } = render(<SettingsPage />);
    expect(useSystemButton(container).disabled).toBe(true);
    act(() => {
      themeStore.setState({ prefersDark: true, source: 'stored' }, true);
    });
    expect(useSystemButton(container).disabled).toBe(false);
  });
});
