/**
 * P14: a whole number of milliseconds in the reader's digits, for the catalog's "{ms} ms". Below a
 * second every language's digits are the plain ones (durations.test.ts holds them to Intl's), so
 * the platform's number data, a long task the first time, loads only for a longer step.
 */
const PLAIN_BELOW_MS = 1000;
const formats = new Map<string, Intl.NumberFormat>();

export function formatMilliseconds(locale: string, ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  if (whole < PLAIN_BELOW_MS) return String(whole);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(whole);
}
