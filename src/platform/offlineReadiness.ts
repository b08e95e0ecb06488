/** P3, P7: whether the app works offline, and why not, from what the browser answered. */
import { msg } from '../shared/i18n';

export type OfflineReadiness =
  | { readonly status: 'ready' }
  | { readonly status: 'pending' }
  | { readonly status: 'built-in' }
  /** Not the app's fault, nothing to retry. */
  | { readonly status: 'unavailable'; readonly reason: string }
  | { readonly status: 'failed'; readonly reason: string };

export const NOT_IN_THIS_BROWSER = 'service workers are not available in this browser';
export const NEEDS_SECURE_CONTEXT = 'service workers need a secure (https) connection';
export const BLOCKED = 'service workers are blocked in this browser';
export const NOT_STORED = "the app's files could not be stored";

/** Each readiness in words, a message id (P3). */
export const offlineLabels: Record<OfflineReadiness['status'], string> = {
  ready: msg('offline.ready'),
  pending: msg('offline.pending'),
  'built-in': msg('offline.builtIn'),
  unavailable: msg('offline.unavailable'),
  failed: msg('offline.failed'),
};

export interface OfflineEnvironment {
  readonly native: boolean;
  /** `navigator.serviceWorker`, or the error reading it threw (sandboxed frames). */
  readonly container:
    { readonly value: { readonly controller: unknown } | undefined } | { readonly error: unknown };
  readonly secureContext: boolean;
}

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
  return container.controller ? { status: 'ready' } : { status: 'pending' };
}

function messageOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.message || error.name;
  return String(error);
}

function unavailableFrom(error: unknown): OfflineReadiness {
  return { status: 'unavailable', reason: `${BLOCKED} (${messageOf(error)})` };
}

/** What the browser's own `register()` answered, asked directly. */
export type RegisterAnswer =
  | { readonly registered: unknown }
  /**
   * `scriptServed`: whether the worker's script answers 200 as JavaScript; `unreachable`: whether
   * it could not be fetched at all (offline).
   */
  | { readonly refused: unknown; readonly scriptServed: boolean; readonly unreachable?: boolean };

/**
 * The registration failed: unavailable or failed, as the browser's own `register()` tells. Chromium
 * calls a wrong MIME type a SecurityError, hence `scriptServed`.
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

/** The warning for a state that will not become ready. */
export function warningFor(readiness: OfflineReadiness): string | undefined {
  if (readiness.status === 'unavailable') {
    return `The app cannot be stored for offline use: ${readiness.reason}.`;
  }
  if (readiness.status === 'failed') {
    return `The app could not be stored for offline use: ${readiness.reason}`;
  }
  return undefined;
}
