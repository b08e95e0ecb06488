import {
  bytesBefore,
  parseNetworks,
  requestDepths,
  requestsFromEvents,
  mentionsIn,
  roundTripsBefore,
  waterfall,
  waterfallRows,
  type NetworkEvent,
  type NetworkRequest,
} from './network.ts';
import { DocumentRequests, hopDelay } from './measure.ts';

const ORIGIN = 'https://127.0.0.1:4000';

function request(
  id: string,
  path: string,
  start: number,
  end: number,
  more: Partial<NetworkRequest> = {},
): NetworkRequest {
  return { id, url: `${ORIGIN}${path}`, start, end, bytes: 1000, initiator: {}, ...more };
}

const by = (path: string) => ({ url: `${ORIGIN}${path}` });

/** A prerendered page: its stylesheet and entry from the HTML, the entry's imports, a prefetch. */
const LOAD: NetworkRequest[] = [
  request('doc', '/', 0, 600, { document: true, bytes: 8000 }),
  request('css', '/assets/app.css', 300, 900, { initiator: by('/') }),
  request('entry', '/assets/entry.js', 310, 1000, { initiator: by('/') }),
  request('start', '/assets/start.js', 1100, 1700, { initiator: by('/assets/entry.js') }),
  request('tabs', '/assets/tabs.js', 1800, 2500, { initiator: by('/assets/start.js') }),
  request('font', '/assets/icons.woff2', 950, 1500, { initiator: by('/assets/app.css') }),
  request('prefetch', '/assets/page.js', 1050, 1600, { initiator: by('/') }),
  // Imported by the tabs module once it ran: the prefetch had filled the cache.
  request('page', '/assets/page.js', 2600, 2610, {
    initiator: by('/assets/tabs.js'),
    cached: true,
    bytes: 0,
  }),
];

describe('round trips and bytes of a load', () => {
  it('counts the document as one round trip and each request one more than what asked for it', () => {
    const depths = requestDepths(LOAD);
    expect(Object.fromEntries(depths)).toEqual({
      doc: 1,
      css: 2,
      entry: 2,
      start: 3,
      tabs: 4,
      font: 3,
      prefetch: 2,
      // From the cache: as deep as the tabs module that asked (4), not one more.
      page: 4,
    });
  });

  it('gives a cached request the depth of the request that filled the cache when that is deeper', () => {
    const depths = requestDepths([
      request('doc', '/', 0, 100, { document: true }),
      request('entry', '/e.js', 110, 200, { initiator: by('/') }),
      request('late', '/x.js', 210, 300, { initiator: by('/e.js') }),
      request('deep', '/y.js', 310, 400, { initiator: by('/x.js') }),
      request('again', '/y.js', 410, 411, { initiator: by('/'), cached: true }),
    ]);
    expect(depths.get('again')).toBe(4);
  });

  it('hangs a request whose initiator is unknown off the document, and follows redirects', () => {
    const depths = requestDepths([
      request('doc', '/tabs/home', 0, 100, { document: true }),
      request('manifest', '/manifest.webmanifest', 120, 200),
      request('hop', '/ios/tabs/home', 150, 300, { initiator: by('/tabs/home') }),
      request('hop+1', '/ios/tabs/home.html', 300, 400, { initiator: { request: 'hop' } }),
      request('gone', '/assets/x.js', 120, 200, { initiator: by('/elsewhere.js') }),
    ]);
    expect(Object.fromEntries(depths)).toEqual({
      doc: 1,
      manifest: 2,
      hop: 2,
      'hop+1': 3,
      gone: 2,
    });
  });

  it('finds the script that names a request the protocol gives no asker for, else the deepest come', () => {
    const script = { initiator: { script: true } };
    const requests = [
      request('doc', '/', 0, 100, { document: true }),
      request('main', '/main.js', 110, 200, {
        initiator: by('/'),
        mentions: [`${ORIGIN}/chunk.js`, `${ORIGIN}/leaf.js`],
      }),
      request('chunk', '/chunk.js', 210, 300, { ...script, mentions: [`${ORIGIN}/leaf.js`] }),
      // Named by main.js and chunk.js: the shallower counts.
      request('leaf', '/leaf.js', 310, 400, script),
      // Named by no script: one of those that had come asked (the deepest, chunk.js).
      request('other', '/other.js', 310, 400, script),
      // Before any script had come: a script in the page.
      request('early', '/early.js', 105, 160, script),
      // Asked for by the browser itself.
      request('icon', '/favicon.png', 105, 160),
      // By a script in the page, whose address (moved by the history API) no request has.
      request('page', '/tabs/explore.html', 120, 180, { initiator: by('/tabs/home') }),
    ];
    expect(Object.fromEntries(requestDepths(requests))).toEqual({
      doc: 1,
      main: 2,
      chunk: 3,
      leaf: 3,
      other: 4,
      early: 2,
      icon: 2,
      page: 2,
    });
    const text = waterfall(waterfallRows(requests, 1000));
    expect(text).toContain('| 310 | 400 | 1.0 | 3 | /leaf.js | named in /main.js |');
    expect(text).toContain(
      '| 310 | 400 | 1.0 | 4 | /other.js | a script; the deepest come: /chunk.js |',
    );
    expect(text).toContain(
      '| 105 | 160 | 1.0 | 2 | /early.js | a script (counted from the document) |',
    );
    expect(text).toContain(
      '| 105 | 160 | 1.0 | 2 | /favicon.png | the browser (counted from the document) |',
    );
    expect(text).toContain(
      '| 120 | 180 | 1.0 | 2 | /tabs/explore.html | a script in the page at /tabs/home |',
    );
  });

  it('takes the copy of a script that had arrived when the request was made', () => {
    const depths = requestDepths([
      request('doc', '/', 0, 100, { document: true }),
      request('deep', '/s.js', 400, 500, {
        initiator: by('/a.js'),
      }),
      request('a', '/a.js', 110, 200, { initiator: by('/') }),
      request('shallow', '/s.js', 120, 300, { initiator: by('/') }),
      request('asked', '/t.js', 310, 400, { initiator: by('/s.js') }),
    ]);
    // s.js had come by 310 at depth 2 (its other copy, at depth 3, came later).
    expect(depths.get('asked')).toBe(3);
  });

  it('counts the round trips and the bytes of the requests finished by a moment', () => {
    expect(roundTripsBefore(LOAD, 599)).toBe(0);
    expect(roundTripsBefore(LOAD, 600)).toBe(1);
    expect(roundTripsBefore(LOAD, 1000)).toBe(2);
    expect(roundTripsBefore(LOAD, 2000)).toBe(3);
    expect(roundTripsBefore(LOAD, 3000)).toBe(4);
    expect(roundTripsBefore(LOAD, Number.NaN)).toBeNaN();
    expect(bytesBefore(LOAD, 1000)).toBe(8000 + 1000 + 1000);
    expect(bytesBefore(LOAD, 3000)).toBe(8000 + 6 * 1000);
    expect(bytesBefore(LOAD, Number.NaN)).toBeNaN();
    // A request that never finished is never counted.
    expect(bytesBefore([request('x', '/', 0, Number.NaN, { document: true })], 1e9)).toBe(0);
  });

  it('prints the requests begun by a moment as a waterfall, in the order they began', () => {
    const text = waterfall(waterfallRows(LOAD, 1800));
    expect(text.split('\n')).toEqual([
      '| start, ms | end, ms | kB | depth | request | asked for by |',
      '|---|---|---|---|---|---|',
      '| 0 | 600 | 7.8 | 1 | / | navigation |',
      '| 300 | 900 | 1.0 | 2 | /assets/app.css | / |',
      '| 310 | 1000 | 1.0 | 2 | /assets/entry.js | / |',
      '| 950 | 1500 | 1.0 | 3 | /assets/icons.woff2 | /assets/app.css |',
      '| 1050 | 1600 | 1.0 | 2 | /assets/page.js | / |',
      '| 1100 | 1700 | 1.0 | 3 | /assets/start.js | /assets/entry.js |',
      '| 1800 | 2500 | 1.0 | 4 | /assets/tabs.js | /assets/start.js |',
    ]);
    expect(waterfall(waterfallRows(LOAD, 3000))).toContain(
      '| 2600 | 2610 | 0.0 | 4 | /assets/page.js | cache, /assets/tabs.js |',
    );
  });
});

describe('requests from the protocol’s Network events', () => {
  const sent = (
    requestId: string,
    url: string,
    timestamp: number,
    more: Record<string, unknown> = {},
  ): NetworkEvent => ({
    method: 'Network.requestWillBeSent',
    params: { requestId, request: { url }, timestamp, ...more },
  });
  const finished = (requestId: string, timestamp: number, encodedDataLength: number) => ({
    method: 'Network.loadingFinished',
    params: { requestId, timestamp, encodedDataLength },
  });

  it('reads times, bytes, initiators, redirects and the cache, and marks the document', () => {
    const requests = requestsFromEvents(
      [
        sent('1', `${ORIGIN}/tabs/home`, 10, { type: 'Document', frameId: 'main' }),
        sent('1', `${ORIGIN}/ios/tabs/home`, 10.2, {
          type: 'Document',
          frameId: 'main',
          redirectResponse: { encodedDataLength: 200 },
        }),
        finished('1', 10.5, 5000),
        sent('2', `${ORIGIN}/assets/entry.js`, 10.6, {
          initiator: { type: 'parser', url: `${ORIGIN}/ios/tabs/home` },
        }),
        sent('3', 'data:image/svg+xml,<svg/>', 10.6),
        finished('2', 11, 40_000),
        sent('4', `${ORIGIN}/assets/page.js`, 11.1, {
          initiator: {
            type: 'script',
            stack: {
              callFrames: [{ url: '' }],
              parent: { callFrames: [{ url: `${ORIGIN}/assets/entry.js` }] },
            },
          },
        }),
        { method: 'Network.requestServedFromCache', params: { requestId: '4' } },
        finished('4', 11.2, 300),
        sent('5', `${ORIGIN}/gone.js`, 11.3, {
          initiator: { type: 'script', url: 'about:client' },
        }),
        { method: 'Network.loadingFailed', params: { requestId: '5', timestamp: 11.4 } },
        finished('6', 12, 1),
      ],
      { mainFrame: 'main', toMs: (seconds) => Math.round((seconds - 10) * 1000) },
    );
    expect(requests).toEqual([
      {
        id: '1',
        url: `${ORIGIN}/tabs/home`,
        start: 0,
        end: 200,
        bytes: 200,
        initiator: {},
        document: true,
      },
      {
        id: '1+1',
        url: `${ORIGIN}/ios/tabs/home`,
        start: 200,
        end: 500,
        bytes: 5000,
        initiator: { request: '1' },
      },
      {
        id: '2',
        url: `${ORIGIN}/assets/entry.js`,
        start: 600,
        end: 1000,
        bytes: 40_000,
        initiator: { url: `${ORIGIN}/ios/tabs/home` },
      },
      {
        id: '4',
        url: `${ORIGIN}/assets/page.js`,
        start: 1100,
        end: 1200,
        bytes: 0,
        initiator: { url: `${ORIGIN}/assets/entry.js` },
        cached: true,
      },
      {
        id: '5',
        url: `${ORIGIN}/gone.js`,
        start: 1300,
        end: Number.NaN,
        bytes: 0,
        initiator: { script: true },
      },
    ]);
    expect(Object.fromEntries(requestDepths(requests))).toEqual({
      '1': 1,
      '1+1': 2,
      '2': 3,
      '4': 3,
      // A script asked, unnamed: the deepest script come by then, page.js, did or a shallower one.
      '5': 4,
    });
  });
});

describe('the requests a script names', () => {
  it('finds the file names of the load’s other requests in its source, not its own', () => {
    const source = [
      'import{a as b}from"./chunk-A1b2.js";',
      'const deps=["assets/lazy-C3d4.js"];',
      'import("./other-E5f6.js");//# sourceMappingURL=main-Z9.js.map',
    ].join('\n');
    const urls = ['chunk-A1b2.js', 'lazy-C3d4.js', 'other-E5f6.js', 'main-Z9.js', 'absent-G7.js']
      .map((name) => `${ORIGIN}/assets/${name}`)
      .concat(`${ORIGIN}/`);
    expect(mentionsIn(source, `${ORIGIN}/assets/main-Z9.js`, urls)).toEqual([
      `${ORIGIN}/assets/chunk-A1b2.js`,
      `${ORIGIN}/assets/lazy-C3d4.js`,
      `${ORIGIN}/assets/other-E5f6.js`,
    ]);
  });
});

describe('the networks option', () => {
  it('takes known names in the table’s order, and nothing else', () => {
    expect(parseNetworks('slow4g,loopback')).toEqual(['loopback', 'slow4g']);
    expect(parseNetworks('fast4g')).toEqual(['fast4g']);
    expect(parseNetworks('3g')).toBeUndefined();
    expect(parseNetworks('')).toBeUndefined();
  });
});

describe('a load that hopped to another document', () => {
  const hear = (documents: DocumentRequests, wallTime: number, frameId = 'main') => {
    documents.hear({ type: 'Document', frameId, wallTime });
  };

  it('is timed from its first document’s request, a load of one document from its own origin', () => {
    const documents = new DocumentRequests('main');
    hear(documents, 1000);
    expect(hopDelay(1_000_000, documents.hoppedFrom)).toBe(0);
    hear(documents, 1000.2, 'a frame');
    hear(documents, 1000.3);
    // The last document's time origin is 300 ms after the first was asked for.
    expect(hopDelay(1_000_300, documents.hoppedFrom)).toBe(300);
  });
});
