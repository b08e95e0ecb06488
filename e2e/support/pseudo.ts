/**
 * P14, P15: the pseudo-locale. The English catalog is served with every letter accented and each
 * text 40 % longer, as a long language would be: what is not in a catalog stays plain, and what
 * has no room for a longer language is cut or wraps.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Route } from '@playwright/test';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = Array.from('àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const ACCENTED = new Map(Array.from(PLAIN, (letter, index) => [letter, ACCENTS[index] ?? letter]));

/** A text accented and 40 % longer, as a long language would be. */
export function pseudo(text: string): string {
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED.get(letter) ?? letter);
  const letters = text.replace(/\s/g, '').length;
  return letters === 0 ? accented : `${accented}${'·'.repeat(Math.ceil(letters * 0.4))}`;
}

/** A compiled Lingui message: text tokens, and placeholders `[name, type?, options?]`. */
type Token = string | [string, string?, Record<string, unknown>?];
export function pseudoMessage(message: unknown): unknown {
  if (typeof message === 'string') return pseudo(message);
  if (!Array.isArray(message)) return message;
  const tokens = message as Token[];
  return tokens.map((token): unknown => {
    if (typeof token === 'string') return pseudo(token);
    const [name, type, options] = token;
    if (!options) return token;
    const forms = Object.entries(options).map(([form, value]) => [form, pseudoMessage(value)]);
    return [name, type, Object.fromEntries(forms)];
  });
}

/** Serves the English catalog chunk with every message made pseudo. */
async function servePseudoCatalog(route: Route): Promise<void> {
  const response = await route.fetch();
  const code = await response.text();
  const match = /JSON\.parse\(`([\s\S]*?)`\)/.exec(code);
  assert.ok(match?.[1], 'the catalog chunk holds its messages as JSON');
  const messages = JSON.parse(match[1].replace(/\\\\/g, '\\')) as Record<string, unknown>;
  const pseudoMessages = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]),
  );
  const json = JSON.stringify(pseudoMessages).replace(/\\/g, '\\\\').replace(/`/g, '\\`');
  await route.fulfill({ response, body: code.replace(match[0], `JSON.parse(\`${json}\`)`) });
}

/**
 * Serves `context` the pseudo-locale in place of English; the prerendered English is put aside as
 * another build's, so the app renders anew.
 */
export async function usePseudoLocale(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/en-[\w-]+\.js$/, servePseudoCatalog);
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/ data-build="[^"]*"/, ' data-build="other"');
    return route.fulfill({ response, body: html });
  });
}
