import { formatMilliseconds } from './durations';
import { LANGUAGES } from './languages';

const plain = (locale: string, ms: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(ms);

describe('formatMilliseconds (P14)', () => {
  it.each(LANGUAGES)('%s: the digits Intl gives, below a second and above', (language) => {
    for (const ms of [0, 7, 12, 999, 1000, 1234, 12_345]) {
      expect(formatMilliseconds(language, ms), String(ms)).toBe(plain(language, ms));
    }
  });

  it('rounds to a whole millisecond and never goes below zero', () => {
    expect(formatMilliseconds('en', 11.6)).toBe('12');
    expect(formatMilliseconds('en', 999.4)).toBe('999');
    expect(formatMilliseconds('de', 999.6)).toBe('1.000');
    expect(formatMilliseconds('en', -3)).toBe('0');
  });

  it('leaves the platform number data alone below a second (it costs a long task)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      formatMilliseconds('en-GB', 640);
      expect(made).not.toHaveBeenCalled();
      formatMilliseconds('en-GB', 1640);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
