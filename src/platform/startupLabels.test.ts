import { i18n } from '@lingui/core';
import { stepLabels } from './startupLabels';

describe('stepLabels', () => {
  it('P3: the theme step is named for what it does, whichever theme it applies', () => {
    // It applies the stored or the system preference: "Dark mode applied" was wrong on a light theme.
    expect(i18n._(stepLabels.darkMode)).toBe('Theme applied');
    expect(i18n._(stepLabels.darkMode)).not.toMatch(/\b(dark|light)\b/i);
  });
});
