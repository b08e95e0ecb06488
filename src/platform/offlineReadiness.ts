/**
 * P3, P7: whether the app works offline, as it is, with the reason when it does not. The rules
 * are plain functions of what the browser answered; serviceWorker.ts asks it.
 */

export type OfflineReadiness =
  /** A service worker has stored the whole build: the app starts with the network off. */
  | { readonly status: 'ready' }
  /** Not stored yet: the worker is being registered or is storing the build. */
  | { readonly status: 'pending' }
  /** A native app: its files are on the device, no service worker needed. */
  | { readonly status: 'built-in' }
  /** This browser will not run a service worker here: not the app's fault, nothing to retry. */
  | { readonly status: 'unavailable'; readonly reason: string }
  /** It should have worked and did not: the worker's script, or storing the build, failed. */
  | { readonly status: 'failed'; readonly reason: string };

export const NOT_IN_THIS_BROWSER = 'service workers are not available in this browser';
export const NEEDS_SECURE_CONTEXT = 'service workers need a secure (https) connection';
export const BLOCKED = 'service workers are blocked in this browser';
export const NOT_STORED = "the app's files could not be stored";

/** What Home's "Works offline" line and the Offline page both say: one short line. */
export const offlineLabels: Record<OfflineReadiness['status'], string> = {
  ready: 'Ready',
  pending: 'Not yet',
  'built-in': 'Built in',
  unavailable: 'Unavailable',
  failed: 'Failed',
};

export interface OfflineEnvironment {
  /** A native app (Capacitor): the files are on the device. */
  readonly native: boolean;
  /** `navigator.serviceWorker`, read safely: `error` when reading it threw (sandboxed frames). */
  readonly container:
    { readonly value: { readonly controller: unknown } | undefined } | { readonly error: unknown };
  readonly secureContext: boolean;
}

/** Where the app stands before the registration has answered. */
export function initialReadiness(env: OfflineEnvironment): OfflineReadiness {
  if (env.native) return { status: 'built-in' };
  if ('error' in env.container) return unavailableFrom(env.container.error);
  const container = env.container.value;
  if (!container) {
    return {
      status: 'unavailable',
      reason: env.secureContext ? NOT_IN_THIS_BROWSER : NEEDS_SECURE_CONTEXT,
    };
  }
  // A worker of this site already controls the page: the build it serves is stored.
  return container.controller ? { status: 'ready' } : { status: 'pending' };
}

function messageOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.message || error.name;
  return String(error);
}

/** Reading `navigator.serviceWorker` threw: a sandboxed frame, or storage blocked. */
function unavailableFrom(error: unknown): OfflineReadiness {
  return { status: 'unavailable', reason: `${BLOCKED} (${messageOf(error)})` };
}

/** What the browser's own `register()` answered, asked directly (see `readinessAfterRegisterError`). */
export type RegisterAnswer =
  | { readonly registered: unknown }
  /** `scriptServed`: whether the worker's script answers 200 as JavaScript. */
  | { readonly refused: unknown; readonly scriptServed: boolean };

/**
 * The registration failed. What is true depends on what the browser's own `register()` says:
 * - it resolved without a registration: it was replaced by a stub that blocks workers (a test
 *   harness, an extension);
 * - it refused a script that is not served as JavaScript (missing, the host's fallback page, no
 *   network): a real failure, in the browser's words. Chromium calls a wrong MIME type a
 *   SecurityError, so the error's name alone cannot tell this from a block;
 * - it refused a script that is served well, for a policy (SecurityError, NotAllowedError,
 *   NotSupportedError): the browser's settings, its permission, a private mode: unavailable, with
 *   its reason; any other refusal (the script failing to run) is a real failure;
 * - it registered, so the failure was in the code that follows the worker: a real failure, with
 *   that error's message.
 */
export function readinessAfterRegisterError(
  error: unknown,
  answer: RegisterAnswer,
): OfflineReadiness {
  if ('registered' in answer) {
    if (answer.registered === undefined || answer.registered === null) {
      return { status: 'unavailable', reason: BLOCKED };
    }
    return { status: 'failed', reason: messageOf(error) };
  }
  const refusal = answer.refused;
  if (!answer.scriptServed) return { status: 'failed', reason: messageOf(refusal) };
  const name = refusal instanceof Error || refusal instanceof DOMException ? refusal.name : '';
  if (name === 'SecurityError' || name === 'NotAllowedError') return unavailableFrom(refusal);
  if (name === 'NotSupportedError') {
    return { status: 'unavailable', reason: `${NOT_IN_THIS_BROWSER} (${messageOf(refusal)})` };
  }
  return { status: 'failed', reason: messageOf(refusal) };
}

/** The one warning for a state that is not, and will not become, ready; undefined otherwise. */
export function warningFor(readiness: OfflineReadiness): string | undefined {
  if (readiness.status === 'unavailable') {
    return `The app cannot be stored for offline use: ${readiness.reason}.`;
  }
  if (readiness.status === 'failed') {
    return `The app could not be stored for offline use: ${readiness.reason}`;
  }
  return undefined;
}
