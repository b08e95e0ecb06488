/**
 * Just enough Markdown for the tests that hold the README and docs/ to the code: headings and
 * their GitHub anchors, links, fenced code blocks, and applying a README snippet to a file.
 */

export interface Heading {
  readonly level: number;
  readonly text: string;
}

export interface CodeBlock {
  /** The info string's first word: `ts`, `tsx`, `sh`. */
  readonly lang: string;
  /** The info string's second word, when it names the file the block is for. */
  readonly path: string | undefined;
  readonly code: string;
}

type Part =
  | { readonly kind: 'heading'; readonly heading: Heading }
  | { readonly kind: 'block'; readonly block: CodeBlock }
  | { readonly kind: 'prose'; readonly text: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

/** The document as headings, fenced code blocks and lines of prose, in order. */
function parts(markdown: string): Part[] {
  const out: Part[] = [];
  let fence: { marker: string; info: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const fenceLine = FENCE.exec(line);
    if (fence) {
      if (fenceLine?.[1]?.startsWith(fence.marker) && fenceLine[2] === '') {
        const [lang = '', path] = fence.info.split(/\s+/);
        out.push({ kind: 'block', block: { lang, path, code: `${fence.lines.join('\n')}\n` } });
        fence = undefined;
      } else fence.lines.push(line);
      continue;
    }
    if (fenceLine) {
      fence = { marker: fenceLine[1] ?? '```', info: fenceLine[2] ?? '', lines: [] };
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      out.push({
        kind: 'heading',
        heading: { level: heading[1]?.length ?? 1, text: heading[2] ?? '' },
      });
    } else out.push({ kind: 'prose', text: line });
  }
  return out;
}

export function headings(markdown: string): Heading[] {
  return parts(markdown).flatMap((part) => (part.kind === 'heading' ? [part.heading] : []));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a document has: its headings' slugs, a repeated one numbered as GitHub does. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text } of headings(markdown)) {
    const slug = githubSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    out.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return out;
}

/** The targets of the links and images in the prose (not in code), as written. */
export function linkTargets(markdown: string): string[] {
  return parts(markdown).flatMap((part) => {
    if (part.kind === 'block') return [];
    const text = (part.kind === 'heading' ? part.heading.text : part.text).replace(/`[^`]*`/g, '');
    const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
    const reference = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)];
    return [...inline, ...reference].map((match) => match[1] ?? '');
  });
}

/** The fenced code blocks in the section under the heading with this text (to the next heading of its level). */
export function codeBlocksUnder(markdown: string, headingText: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let level: number | undefined;
  for (const part of parts(markdown)) {
    if (part.kind === 'heading') {
      if (level !== undefined && part.heading.level <= level) break;
      if (level === undefined && part.heading.text === headingText) level = part.heading.level;
    } else if (part.kind === 'block' && level !== undefined) blocks.push(part.block);
  }
  return blocks;
}

const IMPORT = /^import .* from '([^']+)';$/;
/** A line that stands for the file's own lines: `// … the tabs already there …`. */
const ELISION = /^(\/\/|#|\/\*)\s*…/;

/**
 * A snippet for a file that exists, applied as a reader would: an import replaces the file's import
 * from the same module (or joins the imports); a line the file already has is where the snippet's
 * new lines above it go in; an elision (`// …`) stands for the file's own lines. Throws when the
 * snippet's new lines have no such line after them: the snippet no longer fits the file.
 */
export function applySnippet(source: string, snippet: string): string {
  const lines = source.split('\n');
  let cursor = 0;
  let pending: string[] = [];
  for (const line of snippet.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || ELISION.test(trimmed)) continue;
    const imported = IMPORT.exec(trimmed)?.[1];
    if (imported !== undefined) {
      const at = lines.findIndex((fileLine) => IMPORT.exec(fileLine.trim())?.[1] === imported);
      if (at >= 0) lines[at] = line;
      else lines.splice(lines.findLastIndex((fileLine) => IMPORT.test(fileLine)) + 1, 0, line);
      continue;
    }
    const at = lines.findIndex((fileLine, index) => index >= cursor && fileLine.trim() === trimmed);
    if (at < 0) {
      pending.push(line);
      continue;
    }
    lines.splice(at, 0, ...pending);
    cursor = at + pending.length + 1;
    pending = [];
  }
  if (pending.length > 0) {
    throw new Error(
      `No line of the file follows these lines of the snippet:\n${pending.join('\n')}`,
    );
  }
  return lines.join('\n');
}
