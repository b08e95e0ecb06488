import { CAPABILITIES } from './capabilities.ts';

/**
 * Generated URL paths for the fuzz test: the same list on every run (a seeded generator), mixing
 * every kind of strange input a link, a user or an attacker can produce.
 */

/** Markup that sets `window.__pwned` if it is ever executed as HTML or script. */
export const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "'><svg onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
  '<iframe srcdoc="<script>parent.__pwned=1</script>">',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
];

const SEGMENTS = [
  'home',
  'explore',
  'settings',
  'tabs',
  'splash-screen',
  'dark-theme',
  'deep-links',
  'HOME',
  'Explore',
  '..',
  '.',
  '',
  ' ',
  '%20',
  '%2F',
  '%2e%2e',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '😀',
  'العربية',
  'e\u0301',
  '\u202Eevil',
  '日本語',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '?',
  '#',
  ';',
  ',',
  '~',
  "'",
  '"',
  '<',
  '>',
  '\\',
  '@',
  ':',
  'id:1',
];

/** A small, fast, seeded generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** Encodes what a browser's address bar would: the path stays a path. */
function asPath(raw: string): string {
  return raw.startsWith('/') ? raw : `/${raw}`;
}

export function fuzzPaths(count = 520, seed = 20261122): string[] {
  const next = random(seed);
  const fixed = [
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example/',
    '/tabs//home',
    '/tabs/./home',
    '/tabs/../tabs/home',
    '/tabs/explore/../../../../etc/passwd',
    '/tabs/explore/%2e%2e/%2e%2e/settings',
    `/tabs/explore/${'a'.repeat(8_000)}`,
    `/${'x/'.repeat(1_500)}`,
    '/javascript:window.__pwned=1',
    '/tabs/explore/javascript:window.__pwned=1',
    '/data:text/html,<script>window.__pwned=1</script>',
    '/tabs/home?q=<script>window.__pwned=1</script>#<img src=x onerror=window.__pwned=1>',
    '/tabs/explore/dark-theme?%',
    '/tabs/explore/dark-theme#%zz',
    ...PAYLOADS.map((payload) => `/tabs/explore/${encodeURIComponent(payload)}`),
    ...PAYLOADS.map((payload) => `/tabs/explore/${payload.replace(/[#?]/g, '')}`),
    ...PAYLOADS.map((payload) => `/${payload.replace(/[#?]/g, '')}`),
  ];
  const generated: string[] = [];
  while (fixed.length + generated.length < count) {
    const depth = 1 + Math.floor(next() * 4);
    const parts: string[] = [];
    if (next() < 0.6) parts.push('tabs');
    for (let i = 0; i < depth; i++) {
      parts.push(next() < 0.15 ? encodeURIComponent(pick(next, PAYLOADS)) : pick(next, SEGMENTS));
    }
    let path = asPath(parts.join('/'));
    if (next() < 0.1) path += `?${pick(next, SEGMENTS)}=${pick(next, SEGMENTS)}`;
    if (next() < 0.1) path += `#${pick(next, SEGMENTS)}`;
    generated.push(path);
  }
  return [...fixed, ...generated];
}

/** Every page a URL may end on. */
export const VALID_PATHS = new Set([
  '/tabs/home',
  '/tabs/explore',
  '/tabs/settings',
  ...CAPABILITIES.map(([id]) => `/tabs/explore/${id}`),
]);
