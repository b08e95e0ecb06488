import {
  byteKind,
  interactionDurations,
  interactionToNextPaint,
  interleave,
  median,
  percentile,
  ratio,
  rotation,
  round,
} from './stats.ts';

describe('benchmark figures', () => {
  it('takes the median of odd and even sample counts, and NaN of none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives the nearest-rank percentile, and NaN of none', () => {
    expect(percentile([40, 10, 30, 20], 75)).toBe(30);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8], 100)).toBe(8);
    expect(percentile([], 75)).toBeNaN();
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

  it('rotates three targets, so each goes first, second and last in turn', () => {
    expect(interleave(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c', 'b', 'c', 'a', 'c', 'a', 'b']);
    expect(rotation(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
    expect(rotation([], 1)).toEqual([]);
  });

  it('groups Event Timing entries by interaction, each as long as its longest event', () => {
    const entries = [
      [7, 40], // pointerdown
      [7, 56], // pointerup
      [0, 200], // not an interaction (a pointermove)
      [7, 48], // click
      [9, 16],
    ] as const;
    expect(interactionDurations(entries)).toEqual([56, 16]);
    expect(interactionDurations([])).toEqual([]);
  });

  it('takes INP as Web Vitals does: the longest, or past 50 interactions the 98th percentile', () => {
    expect(interactionToNextPaint([40, 120, 80])).toBe(120);
    expect(interactionToNextPaint([])).toBeNaN();
    // 49 interactions: still the longest.
    expect(interactionToNextPaint([...Array.from({ length: 48 }, () => 10), 300])).toBe(300);
    // 50 to 99: the second longest; 100 to 149: the third.
    const many = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(interactionToNextPaint(many(50))).toBe(49);
    expect(interactionToNextPaint(many(149))).toBe(147);
    // At most the tenth longest (it keeps ten), however many.
    expect(interactionToNextPaint(many(1000))).toBe(991);
  });
});
