/**
 * The networks a load is measured on, and what a load's requests say about it: how many round
 * trips a moment waited on (the longest chain of requests, each asked for by the one before) and
 * how many bytes came before it. Pure (network.test.ts); uninspected.ts records the requests from
 * the DevTools protocol's Network domain.
 */

/** Chromium's network emulation (the protocol's Network.emulateNetworkConditions). */
export interface NetworkConditions {
  readonly offline: false;
  /** Added to each request, in ms. */
  readonly latency: number;
  /** In bytes a second. */
  readonly downloadThroughput: number;
  readonly uploadThroughput: number;
}

export const NETWORKS = {
  loopback: { label: 'loopback', conditions: undefined },
  /** DevTools' Fast 4G preset. */
  fast4g: {
    label: 'Fast 4G',
    conditions: {
      offline: false,
      latency: 165,
      downloadThroughput: 1_012_500,
      uploadThroughput: 168_750,
    },
  },
  /** What Lighthouse's mobile preset applies under DevTools throttling (150 ms RTT × 3.75). */
  slow4g: {
    label: 'slow 4G',
    conditions: {
      offline: false,
      latency: 562.5,
      downloadThroughput: 180_000,
      uploadThroughput: 84_375,
    },
  },
} as const satisfies Record<
  string,
  { readonly label: string; readonly conditions: NetworkConditions | undefined }
>;

export type NetworkName = keyof typeof NETWORKS;
export const NETWORK_NAMES = Object.keys(NETWORKS) as NetworkName[];

/** `loopback,slow4g` as network names in NETWORKS's order; undefined when one is unknown or none. */
export function parseNetworks(value: string): NetworkName[] | undefined {
  const asked = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (asked.length === 0 || asked.some((name) => !(name in NETWORKS))) return undefined;
  return NETWORK_NAMES.filter((name) => asked.includes(name));
}

/** One request of a load (one hop of a redirect), its times in ms from navigation start. */
export interface NetworkRequest {
  readonly id: string;
  readonly url: string;
  readonly start: number;
  /** When its last byte came; NaN when it never finished. */
  readonly end: number;
  /** Bytes as they came over the network (compressed, headers included); 0 from the cache. */
  readonly bytes: number;
  /** The load's first document: one round trip. */
  readonly document?: boolean;
  /**
   * What asked for it: the request it was redirected from or made for, else the address of the
   * document, stylesheet or script that asked. Neither: the browser did, or a script whose fetch
   * Chromium reports without an asker (a module's static imports, a `modulepreload` link).
   */
  readonly initiator: {
    readonly request?: string;
    readonly url?: string;
    /** A script asked, the protocol says, without naming it. */
    readonly script?: boolean;
  };
  /** Served from the browser's cache (a prefetch, say): no round trip of its own. */
  readonly cached?: boolean;
  /**
   * For a script: the addresses of the load's other requests its source names (its imports, the
   * lists it preloads from), any of which it may have asked for.
   */
  readonly mentions?: readonly string[];
}

/** How a request came to be asked for: by which request, and how that one asked. */
export interface RequestLink {
  /** The round trips it waited on, one after another, its own included. */
  readonly depth: number;
  readonly parent?: NetworkRequest;
  readonly via:
    'navigation' | 'redirect' | 'initiator' | 'page' | 'mention' | 'latest script' | 'unknown';
}

const withoutHash = (url: string) => url.split('#')[0] ?? url;

/**
 * How each request was reached, and its depth: how many round trips, one after another, it waited
 * on. The document is 1; a request is 1 more than the request that delivered what asked for it (a
 * request made by a script is as deep as that script's request plus 1; by a script in the page, as
 * the document's plus 1). One a script asked for without the protocol saying which is 1 more than
 * the shallowest script that had come and names it (a module's static imports, a preload list),
 * else than the deepest script that had come (one of those asked). One the browser asked for by
 * itself (the icon) hangs off the document.
 * One served from the cache is as deep as what asked for it or the request that filled the cache,
 * whichever is deeper.
 */
export function requestLinks(requests: readonly NetworkRequest[]): Map<string, RequestLink> {
  const byId = new Map(requests.map((request) => [request.id, request]));
  const byUrl = new Map<string, NetworkRequest[]>();
  for (const request of requests) {
    const url = withoutHash(request.url);
    byUrl.set(url, [...(byUrl.get(url) ?? []), request]);
  }
  const document = requests.find((request) => request.document);
  const links = new Map<string, RequestLink>();
  const visiting = new Set<string>();
  const shallowest = (candidates: readonly NetworkRequest[]) =>
    candidates.length === 0
      ? undefined
      : candidates.reduce((best, request) => (depth(request) < depth(best) ? request : best));

  /** Of the requests for `url` begun before `moment`, the one that delivered it soonest. */
  const deliverer = (url: string, moment: number, not: NetworkRequest) => {
    const begun = (byUrl.get(withoutHash(url)) ?? []).filter(
      (request) => request !== not && request.start <= moment,
    );
    return (
      shallowest(begun.filter((request) => request.end <= moment)) ??
      begun.sort((a, b) => a.start - b.start)[0]
    );
  };
  const isScript = (request: NetworkRequest) => /\.m?js$/.test(new URL(request.url).pathname);
  /** The deepest script that had come when `request` began. */
  const latestScript = (request: NetworkRequest) => {
    const come = requests.filter(
      (other) => other !== request && other.end <= request.start && isScript(other),
    );
    return come.length === 0
      ? undefined
      : come.reduce((best, other) => (depth(other) > depth(best) ? other : best));
  };
  /** Of the scripts that had come when `request` began and name it, the shallowest. */
  const mentioner = (request: NetworkRequest) =>
    shallowest(
      requests.filter(
        (other) =>
          other !== request &&
          other.end <= request.start &&
          other.mentions?.includes(withoutHash(request.url)),
      ),
    );

  const depth = (request: NetworkRequest) => link(request).depth;
  function link(request: NetworkRequest): RequestLink {
    const known = links.get(request.id);
    if (known) return known;
    if (request.document) return remember(request, { depth: 1, via: 'navigation' });
    // A cycle (which a correct record never has) is cut at the document.
    if (visiting.has(request.id)) return { depth: 1, via: 'unknown' };
    visiting.add(request.id);
    const { request: parentId, url } = request.initiator;
    const redirected = parentId === undefined ? undefined : byId.get(parentId);
    const asked = url === undefined ? undefined : deliverer(url, request.start, request);
    const unnamed = !redirected && url === undefined && request.initiator.script === true;
    const named = unnamed ? mentioner(request) : undefined;
    const latest = unnamed && !named ? latestScript(request) : undefined;
    const parent = redirected ?? asked ?? named ?? latest ?? document;
    const via = redirected
      ? 'redirect'
      : asked
        ? 'initiator'
        : url !== undefined
          ? 'page'
          : named
            ? 'mention'
            : latest
              ? 'latest script'
              : 'unknown';
    const above = parent && parent !== request ? depth(parent) : 1;
    let own = above + 1;
    if (request.cached) {
      const filled = deliverer(request.url, request.start, request);
      own = Math.max(above, filled ? depth(filled) : 0);
    }
    visiting.delete(request.id);
    return remember(request, { depth: own, via, ...(parent ? { parent } : {}) });
  }
  const remember = (request: NetworkRequest, value: RequestLink) => {
    links.set(request.id, value);
    return value;
  };

  for (const request of requests) link(request);
  return links;
}

/** Each request's depth (requestLinks). */
export function requestDepths(requests: readonly NetworkRequest[]): Map<string, number> {
  return new Map([...requestLinks(requests)].map(([id, { depth }]) => [id, depth]));
}

const finishedBy = (requests: readonly NetworkRequest[], moment: number) =>
  requests.filter((request) => request.end <= moment);

/**
 * The round trips a moment waited on: the deepest request finished by then (0 before any; NaN
 * when the moment is unknown).
 */
export function roundTripsBefore(requests: readonly NetworkRequest[], moment: number): number {
  if (!Number.isFinite(moment)) return Number.NaN;
  const depths = requestDepths(requests);
  return Math.max(0, ...finishedBy(requests, moment).map((request) => depths.get(request.id) ?? 0));
}

/** The bytes of the requests finished by `moment`, as they came (NaN when it is unknown). */
export function bytesBefore(requests: readonly NetworkRequest[], moment: number): number {
  if (!Number.isFinite(moment)) return Number.NaN;
  return finishedBy(requests, moment).reduce((sum, request) => sum + request.bytes, 0);
}

/** The address without its origin when it is the document's, for reading. */
const shortUrl = (url: string, origin: string) =>
  url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;

/** One line of a waterfall: a request begun before the moment, as the report keeps it. */
export interface WaterfallRow {
  /** In ms from navigation start; `end` NaN when it had not finished. */
  readonly start: number;
  readonly end: number;
  readonly kb: number;
  readonly depth: number;
  /** Its address, without the document's origin. */
  readonly request: string;
  /** What asked for it, in words. */
  readonly askedBy: string;
}

/**
 * The requests begun by `moment`, in the order they began: when each began and ended, its bytes,
 * its depth and what asked for it.
 */
export function waterfallRows(requests: readonly NetworkRequest[], moment: number): WaterfallRow[] {
  const links = requestLinks(requests);
  const document = requests.find((request) => request.document);
  const origin = document ? new URL(document.url).origin : '';
  const asker = (request: NetworkRequest) => {
    const link = links.get(request.id);
    const parent = link?.parent ? shortUrl(link.parent.url, origin) : '';
    const by = {
      navigation: 'navigation',
      redirect: `redirect from ${parent}`,
      initiator: parent,
      page: `a script in the page at ${shortUrl(request.initiator.url ?? '', origin)}`,
      mention: `named in ${parent}`,
      'latest script': `a script; the deepest come: ${parent}`,
      unknown: request.initiator.script
        ? 'a script (counted from the document)'
        : 'the browser (counted from the document)',
    }[link?.via ?? 'unknown'];
    return request.cached ? `cache, ${by}` : by;
  };
  return requests
    .filter((request) => request.start <= moment)
    .sort((a, b) => a.start - b.start)
    .map((request) => ({
      start: Math.round(request.start),
      end: Math.round(request.end),
      kb: Math.round(request.bytes / 102.4) / 10,
      depth: links.get(request.id)?.depth ?? Number.NaN,
      request: shortUrl(request.url, origin),
      askedBy: asker(request),
    }));
}

/** A waterfall as a Markdown table. */
export function waterfall(rows: readonly WaterfallRow[]): string {
  const ms = (value: number) => (Number.isFinite(value) ? `${value}` : '–');
  return [
    '| start, ms | end, ms | kB | depth | request | asked for by |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${ms(row.start)} | ${ms(row.end)} | ${row.kb.toFixed(1)} | ${ms(row.depth)} | ${row.request} | ${row.askedBy} |`,
    ),
  ].join('\n');
}

/**
 * Which of `urls` the script at `own` names by file name (`start-Cii0ac3b.js`) in its source: its
 * imports, static and dynamic, and the lists it preloads from. Hashed names make a match real.
 */
export function mentionsIn(source: string, own: string, urls: readonly string[]): string[] {
  const names = new Set(
    urls.map(withoutHash).filter((url) => {
      const name = new URL(url).pathname.split('/').at(-1) ?? '';
      return url !== withoutHash(own) && name.includes('.') && source.includes(name);
    }),
  );
  return [...names];
}

/** A Network domain event of the DevTools protocol, as uninspected.ts hears it. */
export interface NetworkEvent {
  readonly method: string;
  readonly params: Record<string, unknown>;
}

interface StackTrace {
  readonly callFrames?: readonly { readonly url?: string }[];
  readonly parent?: StackTrace;
}

interface Initiator {
  readonly type?: string;
  readonly url?: string;
  readonly requestId?: string;
  readonly stack?: StackTrace;
}

/** The script on top of a stack that has an address (an async stack's parents included). */
function stackUrl(stack: StackTrace | undefined): string | undefined {
  for (let at = stack; at; at = at.parent) {
    const found = at.callFrames?.find((frame) => frame.url)?.url;
    if (found) return found;
  }
  return undefined;
}

/**
 * The requests of a load from its Network events, in the order they began: each redirect a
 * request of its own, made for the one before; the main frame's first document marked. `toMs`
 * turns the protocol's monotonic seconds into ms from navigation start. Addresses a page makes
 * for itself (data:, blob:) are no requests.
 */
export function requestsFromEvents(
  events: readonly NetworkEvent[],
  { mainFrame, toMs }: { readonly mainFrame: string; readonly toMs: (seconds: number) => number },
): NetworkRequest[] {
  type Draft = { -readonly [K in keyof NetworkRequest]: NetworkRequest[K] };
  const requests: Draft[] = [];
  /** The current hop of each protocol request id. */
  const current = new Map<string, Draft>();
  const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
  for (const { method, params } of events) {
    const requestId = String(params.requestId);
    const request = current.get(requestId);
    if (method === 'Network.requestWillBeSent') {
      const url = (params.request as { url?: string } | undefined)?.url ?? '';
      if (!/^https?:/.test(url)) continue;
      const at = toMs(num(params.timestamp));
      const redirect = params.redirectResponse as { encodedDataLength?: number } | undefined;
      if (request && redirect) {
        request.end = at;
        request.bytes = num(redirect.encodedDataLength) || 0;
      }
      const initiator = (params.initiator ?? {}) as Initiator;
      // Chromium names no importer for a module's static imports, only `about:client`.
      const asker = [initiator.url, stackUrl(initiator.stack)].find(
        (at) => at && /^https?:/.test(at),
      );
      const next: Draft = {
        id: request ? `${requestId}+${requests.length}` : requestId,
        url,
        start: at,
        end: Number.NaN,
        bytes: 0,
        initiator:
          request && redirect
            ? { request: request.id }
            : {
                ...(initiator.requestId ? { request: initiator.requestId } : {}),
                ...(asker ? { url: asker } : {}),
                ...(!asker && initiator.type === 'script' ? { script: true } : {}),
              },
      };
      if (
        !requests.some((r) => r.document) &&
        params.type === 'Document' &&
        params.frameId === mainFrame
      ) {
        next.document = true;
      }
      requests.push(next);
      current.set(requestId, next);
    } else if (!request) {
      continue;
    } else if (method === 'Network.requestServedFromCache') {
      request.cached = true;
    } else if (method === 'Network.responseReceived') {
      const response = (params.response ?? {}) as Record<string, unknown>;
      if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) {
        request.cached = true;
      }
    } else if (method === 'Network.loadingFinished') {
      request.end = toMs(num(params.timestamp));
      request.bytes = request.cached ? 0 : num(params.encodedDataLength) || 0;
    } else if (method === 'Network.loadingFailed') {
      request.end = Number.NaN;
    }
  }
  return requests;
}
