import { durationFormat } from './durations';

describe('durationFormat', () => {
  it('formats milliseconds in the language asked, by Intl (P14)', () => {
    expect(durationFormat('en').format(12)).toBe('12 ms');
    expect(durationFormat('de').format(1234)).toBe('1.234 ms');
  });

  it('makes one formatter a language, so the one made early is the one used', () => {
    expect(durationFormat('pl')).toBe(durationFormat('pl'));
    expect(durationFormat('pl')).not.toBe(durationFormat('ar'));
  });
});
