import { i18n, type Messages } from '@lingui/core';
import { LANGUAGES } from '../shared/languages';
import { describeOutcome, formatDuration, stepLabels } from './startupLabels';

async function activate(language: string): Promise<void> {
  const { messages } = (await import(`../locales/${language}.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale: language, messages });
}

describe('stepLabels', () => {
  it('P3: the theme step is named for what it does, whichever theme it applies', async () => {
    await activate('en');
    // It applies the stored or the system preference: "Dark mode applied" was wrong on a light theme.
    expect(i18n._(stepLabels.darkMode)).toBe('Theme applied');
    expect(i18n._(stepLabels.darkMode)).not.toMatch(/\b(dark|light)\b/i);
  });
});

describe('durations in the reader language (P14)', () => {
  const previous = i18n.locale;
  afterAll(() => {
    if (previous) i18n.activate(previous);
  });

  it.each(LANGUAGES)('%s: a duration reads as Intl’s unit style puts it', async (language) => {
    await activate(language);
    const unit = new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond' });
    for (const ms of [0, 12, 999, 1234, 12_345]) {
      expect(formatDuration(i18n, ms), String(ms)).toBe(unit.format(ms));
    }
  });

  it('a finished step names its time in the sentence', async () => {
    await activate('de');
    expect(describeOutcome({ id: 'splash', status: 'done', ms: 41.7 }, i18n)).toBe(
      'Erledigt in 42 ms',
    );
  });
});
