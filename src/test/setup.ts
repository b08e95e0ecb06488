import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { i18n } from '@lingui/core';
import { messages } from '../locales/en.po';

// The app's texts in English, as the app loads them before its first render (src/shared/i18n.ts).
i18n.loadAndActivate({ locale: 'en', messages });

/**
 * A warning is a failure: a test that makes anything call `console.error` or `console.warn` fails,
 * showing what was printed and from where, so a passing run prints nothing but Vitest's summary
 * (React's act(...) warning or a library's deprecation notice would otherwise scroll by unread).
 *
 * A test that expects a warning says so, and gets the spy to assert on:
 *
 *     const warn = expectConsole('warn');
 *     ...
 *     expect(warn).toHaveBeenCalledWith(...);
 *
 * `vi.spyOn(console, 'warn').mockImplementation(...)` does the same: the spy stands in for the
 * guard during that test, and `restoreMocks` puts the guard back.
 */
type Method = 'error' | 'warn';
const METHODS = ['error', 'warn'] as const;

/** One per unexpected call, made where it was called: its stack says who printed. */
const unexpected: Error[] = [];

for (const method of METHODS) {
  console[method] = (...args: unknown[]) => {
    unexpected.push(new Error(`console.${method}: ${format(...args)}`));
  };
}

/** Takes over `console[method]` for the running test: its calls are the test's to check. */
export function expectConsole(method: Method) {
  return vi.spyOn(console, method).mockImplementation(() => undefined);
}

function failOnUnexpected(where: string): void {
  const calls = unexpected.splice(0);
  const first = calls[0];
  if (!first) return;
  const error = new Error(
    `${where} printed to the console; fix the cause, or call expectConsole() if the test expects it:\n` +
      calls.map((call) => call.message).join('\n'),
  );
  const frames = (first.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  error.stack = [`Error: ${error.message}`, ...frames].join('\n');
  throw error;
}

afterEach((context) => {
  failOnUnexpected(`"${context.task.name}"`);
});

// What prints after a file's last test (a timer or promise it left behind) still counts: as an
// unhandled rejection, which fails the run.
afterAll(() => {
  failOnUnexpected('This file, after its last test,');
  for (const method of METHODS) {
    console[method] = (...args: unknown[]) => {
      const printed = `console.${method}: ${format(...args)}`;
      void Promise.reject(new Error(`Printed after the file's last test:\n${printed}`));
    };
  }
});
