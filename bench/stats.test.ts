import { byteKind, interleave, median, ratio, round } from './stats.ts';

describe('benchmark figures', () => {
  it('takes the median of odd and even sample counts, and NaN of none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives a ratio against a baseline, and NaN against none', () => {
    expect(ratio(300, 150)).toBe(2);
    expect(ratio(300, 0)).toBeNaN();
  });

  it('rounds large figures to whole numbers and small ones to a decimal', () => {
    expect(round(143.6)).toBe(144);
    expect(round(1.26)).toBe(1.3);
    expect(round(Number.NaN)).toBeNaN();
  });

  it('sorts fetched files into kinds by their path', () => {
    expect(byteKind('http://h/assets/index-abc.js')).toBe('js');
    expect(byteKind('http://h/assets/index-abc.css')).toBe('css');
    expect(byteKind('http://h/tabs/home')).toBe('html');
    expect(byteKind('http://h/index.html')).toBe('html');
    expect(byteKind('http://h/icons/icon-192.png')).toBe('other');
  });

  it('interleaves targets and alternates which goes first', () => {
    expect(interleave(['a', 'b'], 3)).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
  });
});
