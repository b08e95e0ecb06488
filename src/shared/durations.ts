/**
 * P14: durations in the reader's language, "12 ms", one formatter a language. The platform's first
 * number formatter loads its number data, a long task: the entry makes it while the app's modules
 * are in flight, not during hydration (docs/performance.md).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function durationFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' });
    formats.set(locale, format);
  }
  return format;
}
