import { i18n } from '@lingui/core';
import {
  BLOCKED,
  initialReadiness,
  NEEDS_SECURE_CONTEXT,
  NOT_IN_THIS_BROWSER,
  offlineLabels,
  readinessAfterRegisterError,
  warningFor,
  type OfflineEnvironment,
} from './offlineReadiness';

const web: OfflineEnvironment = {
  native: false,
  container: { value: { controller: null } },
  secureContext: true,
};

describe('initialReadiness', () => {
  it('P3: a native app works offline from the files built into it', () => {
    expect(initialReadiness({ ...web, native: true })).toEqual({ status: 'built-in' });
    expect(initialReadiness({ ...web, native: true, container: { value: undefined } })).toEqual({
      status: 'built-in',
    });
  });

  it('P7: a page a worker controls is stored; one it does not is not yet', () => {
    expect(initialReadiness({ ...web, container: { value: { controller: {} } } })).toEqual({
      status: 'ready',
    });
    expect(initialReadiness(web)).toEqual({ status: 'pending' });
  });

  it('P7: no service workers in this browser, or not on an insecure connection, is said so', () => {
    expect(initialReadiness({ ...web, container: { value: undefined } })).toEqual({
      status: 'unavailable',
      reason: NOT_IN_THIS_BROWSER,
    });
    expect(
      initialReadiness({ ...web, container: { value: undefined }, secureContext: false }),
    ).toEqual({ status: 'unavailable', reason: NEEDS_SECURE_CONTEXT });
  });

  it('P9: navigator.serviceWorker that throws when read (a sandboxed frame) is "blocked"', () => {
    const error = new DOMException('Service worker is disabled: sandboxed', 'SecurityError');
    expect(initialReadiness({ ...web, container: { error } })).toEqual({
      status: 'unavailable',
      reason: `${BLOCKED} (Service worker is disabled: sandboxed)`,
    });
  });
});

describe('readinessAfterRegisterError', () => {
  // What workbox-window throws when register() resolves without a registration.
  const libraryError = new TypeError("Cannot read properties of undefined (reading 'waiting')");

  it('P7: register() stubbed to answer nothing (Playwright, an extension) is "blocked", not the TypeError', () => {
    const readiness = readinessAfterRegisterError(libraryError, { registered: undefined });
    expect(readiness).toEqual({ status: 'unavailable', reason: BLOCKED });
    expect(JSON.stringify(readiness)).not.toMatch(/waiting|TypeError/);
  });

  it.each([
    ['SecurityError', 'The user denied permission to use Service Worker.'],
    ['NotAllowedError', 'Not allowed by policy.'],
  ])('P7: a %s from register() is a browser that blocks workers, with its reason', (name, text) => {
    expect(
      readinessAfterRegisterError(libraryError, {
        refused: new DOMException(text, name),
        scriptServed: true,
      }),
    ).toEqual({ status: 'unavailable', reason: `${BLOCKED} (${text})` });
  });

  it('P7: a NotSupportedError from register() is a browser without workers', () => {
    expect(
      readinessAfterRegisterError(libraryError, {
        refused: new DOMException('No workers here.', 'NotSupportedError'),
        scriptServed: true,
      }),
    ).toEqual({ status: 'unavailable', reason: `${NOT_IN_THIS_BROWSER} (No workers here.)` });
  });

  it("P7: a worker script not served as JavaScript is a real failure, in the browser's words, whatever the error's name", () => {
    // Chromium's words for the host's fallback page served as sw.js: a SecurityError.
    const refused = new DOMException(
      "Failed to register a ServiceWorker: The script has an unsupported MIME type ('text/html').",
      'SecurityError',
    );
    expect(readinessAfterRegisterError(libraryError, { refused, scriptServed: false })).toEqual({
      status: 'failed',
      reason: refused.message,
    });
    expect(
      readinessAfterRegisterError(libraryError, { refused: 'no network', scriptServed: false }),
    ).toEqual({ status: 'failed', reason: 'no network' });
  });

  it('P7: a script served well that fails to run is a real failure', () => {
    const refused = new TypeError('ServiceWorker script evaluation failed');
    expect(readinessAfterRegisterError(libraryError, { refused, scriptServed: true })).toEqual({
      status: 'failed',
      reason: refused.message,
    });
  });

  it('P7: a registration the browser made, lost by the code that follows it, is a real failure', () => {
    const error = new Error('Failed to fetch dynamically imported module');
    expect(readinessAfterRegisterError(error, { registered: {} })).toEqual({
      status: 'failed',
      reason: error.message,
    });
  });
});

describe('what the app says', () => {
  it('P3: every state has one short label, on one line', () => {
    for (const label of Object.values(offlineLabels).map((id) => i18n._(id))) {
      // "Checking…" stands in the prerendered page: no label may make the row grow (P10).
      expect(label.length).toBeLessThanOrEqual('Checking…'.length + 2);
      expect(label).not.toMatch(/\n/);
    }
  });

  it('P7: one warning for a state that will not become ready, none otherwise', () => {
    expect(warningFor({ status: 'unavailable', reason: BLOCKED })).toBe(
      `The app cannot be stored for offline use: ${BLOCKED}.`,
    );
    expect(warningFor({ status: 'failed', reason: 'A bad HTTP response code (404)' })).toBe(
      'The app could not be stored for offline use: A bad HTTP response code (404)',
    );
    for (const status of ['ready', 'pending', 'built-in'] as const) {
      expect(warningFor({ status })).toBeUndefined();
    }
  });
});
