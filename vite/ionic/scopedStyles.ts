/**
 * The prerendered pages' scoped element styles: `:host` and `::slotted` rules go into cascade
 * layers below the document's, so they lose to the app's rules as they do in a shadow root.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Where the rules of each kind go: a layer, or none (`plain`). */
export const HOST_LAYER = 'ionic-hosts';
export const SLOTTED_LAYER = 'ionic-slotted';
type Kind = 'host' | 'slotted' | 'plain';

/** The tags of Ionic's components that render into a shadow root in the browser. */
export function shadowTags(
  componentsDir = new URL('../../node_modules/@ionic/core/components', import.meta.url).pathname,
): Set<string> {
  const tags = new Set<string>();
  for (const file of readdirSync(componentsDir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(`${componentsDir}/${file}`, 'utf8');
    // Stencil's component metadata: `[flags,"tag",{…}]`, flag 1 being shadow-DOM encapsulation.
    for (const [, flags = '0', tag = ''] of code.matchAll(/\[(\d+),"(ion-[a-z-]+)",\{/g)) {
      if (Number(flags) & 1) tags.add(tag);
    }
  }
  return tags;
}

interface Rule {
  /** `@media …`, `@supports …`: a block of rules; a style rule's selectors; else kept as it is. */
  readonly prelude: string;
  readonly body: string | readonly Rule[];
}

const GROUPING = /^@(media|supports|container|layer)\b/i;

/** Splits `text` at top-level `separator`s (outside parentheses, brackets and strings). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Parses a stylesheet into rules, the grouping ones (`@media`) with their rules. */
function parse(css: string): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open < 0) break;
    if (semicolon >= 0 && semicolon < open && css.slice(i, semicolon).trim().startsWith('@')) {
      rules.push({ prelude: css.slice(i, semicolon + 1).trim(), body: '' });
      i = semicolon + 1;
      continue;
    }
    let depth = 1;
    let j = open + 1;
    for (let quote = ''; j < css.length && depth > 0; j++) {
      const char = css[j] ?? '';
      if (quote) {
        if (char === '\\') j++;
        else if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '{') depth++;
      else if (char === '}') depth--;
    }
    const prelude = css.slice(i, open).trim();
    const inner = css.slice(open + 1, j - 1);
    rules.push({ prelude, body: GROUPING.test(prelude) ? parse(inner) : inner });
    i = j;
  }
  return rules;
}

/** What a selector styles: a shadow element's host, an element slotted into one, or other. */
function kindOf(selector: string, shadow: ReadonlySet<string>): Kind {
  const compounds = selector.trim().split(/\s*[\s>+~]\s*/);
  const subject = compounds.at(-1) ?? '';
  const scoped = (suffix: 'h' | 's', text: string) =>
    [...text.matchAll(new RegExp(`\\.sc-(ion-[a-z-]+?)(?:-(?:md|ios))?-${suffix}\\b`, 'g'))].some(
      ([, tag = '']) => shadow.has(tag),
    );
  if (scoped('h', subject)) return 'host';
  if (/-s\s*>/.test(selector) && scoped('s', selector)) return 'slotted';
  return 'plain';
}

/** The rules of one kind, each grouping rule with the rules of that kind it holds. */
function ofKind(rules: readonly Rule[], kind: Kind, shadow: ReadonlySet<string>): string {
  return rules
    .map((rule) => {
      if (typeof rule.body !== 'string') {
        const inner = ofKind(rule.body, kind, shadow);
        return inner ? `${rule.prelude}{${inner}}` : '';
      }
      if (rule.prelude.startsWith('@')) {
        if (kind !== 'plain') return '';
        return rule.body === '' ? rule.prelude : `${rule.prelude}{${rule.body}}`;
      }
      const selectors = splitTopLevel(rule.prelude, ',').filter(
        (selector) => kindOf(selector, shadow) === kind,
      );
      return selectors.length > 0 ? `${selectors.join(',')}{${rule.body}}` : '';
    })
    .join('');
}

/** The styles, with the rules of shadow elements' hosts and slots in layers below the document's. */
export function layeredElementStyles(css: string, shadow: ReadonlySet<string>): string {
  const rules = parse(css);
  return [
    `@layer ${HOST_LAYER},${SLOTTED_LAYER};`,
    `@layer ${HOST_LAYER}{${ofKind(rules, 'host', shadow)}}`,
    `@layer ${SLOTTED_LAYER}{${ofKind(rules, 'slotted', shadow)}}`,
    ofKind(rules, 'plain', shadow),
  ].join('\n');
}
