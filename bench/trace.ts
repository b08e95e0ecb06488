/**
 * Reads a Chromium trace of one load (bench/profile.ts): the renderer's main thread, its tasks and
 * the self time of each kind of work up to a mark. Pure, so it is tested on a made-up trace.
 */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly cat?: string;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> };
}

interface Span {
  readonly name: string;
  readonly detail?: string;
  readonly start: number;
  readonly end: number;
  self: number;
  readonly depth: number;
}

/** The renderer's main thread that recorded `mark` (its pid and tid). */
function mainThread(events: readonly TraceEvent[], mark: string) {
  const marked = events.find((event) => event.name === mark);
  if (marked) return { pid: marked.pid, tid: marked.tid };
  const named = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  return named ? { pid: named.pid, tid: named.tid } : undefined;
}

/** Complete events of one thread, nested, each with its self time (its time less its children's). */
export function spans(events: readonly TraceEvent[], pid: number, tid: number): Span[] {
  const own = events
    .filter(
      (event) =>
        event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined,
    )
    .map((event) => {
      const data = event.args?.data as { url?: string; functionName?: string } | undefined;
      const url = data?.url?.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
      const detail = [data?.functionName, url].filter(Boolean).join(' ') || undefined;
      return {
        name: event.name,
        start: event.ts,
        end: event.ts + (event.dur ?? 0),
        ...(detail ? { detail } : {}),
      };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  const stack: Span[] = [];
  for (const event of own) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.start) stack.pop();
    const parent = stack.at(-1);
    const span: Span = { ...event, self: event.end - event.start, depth: stack.length };
    if (parent) parent.self -= Math.min(span.end, parent.end) - span.start;
    out.push(span);
    stack.push(span);
  }
  return out;
}

const KINDS: readonly [string, RegExp][] = [
  ['parse HTML', /^(ParseHTML|HTMLDocumentParser::.*)$/],
  [
    'compile script',
    /^(v8\.compile.*|V8\.CompileCode|v8\.parseOnBackground.*|V8\.ParseProgram|V8\.ParseFunction|v8\.produceModuleCache|v8\.deserializeOnBackground)$/,
  ],
  [
    'run script',
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|RunMicrotasks|V8\.Execute|v8\.run|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|v8\.callModuleMethod.*)$/,
  ],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout)$/,
  ],
  ['layout', /^(Layout|UpdateLayerTree|LayoutInvalidationTracking)$/],
  ['paint', /^(Paint|PrePaint|Layerize|PaintImage|Commit|UpdateLayer|CompositeLayers)$/],
  ['GC', /^(MajorGC|MinorGC|V8\.GC.*|BlinkGC.*|ThreadState::.*|V8\.GC_.*)$/],
];

function kindOf(name: string): string {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}

/** The `count` kinds of work with the most self time among `spans`, in ms, most first. */
function mainParts(spans: readonly Span[], count: number): [string, number][] {
  const selves = new Map<string, number>();
  for (const span of spans) {
    const key = `${span.name}${span.detail ? `(${span.detail})` : ''}`;
    selves.set(key, (selves.get(key) ?? 0) + span.self / 1000);
  }
  return [...selves].sort(([, a], [, b]) => b - a).slice(0, count);
}

export interface TraceSummary {
  readonly fcp: number;
  readonly live: number;
  readonly busy: number;
  readonly byKind: Record<string, number>;
  readonly longTasks: { start: number; ms: number; top: string; parts: string }[];
}

export function readTrace(events: readonly TraceEvent[], mark: string): TraceSummary | undefined {
  const thread = mainThread(events, mark);
  if (!thread) return undefined;
  const inThread = events.filter((event) => event.pid === thread.pid);
  const navigation = [...inThread].reverse().find((event) => event.name === 'navigationStart');
  const origin = navigation?.ts ?? Math.min(...inThread.map((event) => event.ts));
  const at = (name: string) => {
    const event = inThread.find((candidate) => candidate.name === name && candidate.ts >= origin);
    return event ? (event.ts - origin) / 1000 : Number.NaN;
  };
  const live = at(mark);
  const end = origin + live * 1000;
  const all = spans(events, thread.pid, thread.tid).filter(
    (span) => span.start >= origin && span.start < end,
  );
  const byKind: Record<string, number> = {};
  for (const span of all) {
    if (/RunTask|Receive mojo message|SimpleWatcher/.test(span.name)) continue;
    const kind = kindOf(span.name);
    byKind[kind] = (byKind[kind] ?? 0) + span.self / 1000;
  }
  const tasks = all.filter((span) => span.depth === 0);
  const longTasks = tasks
    .filter((task) => task.end - task.start > 30_000)
    .map((task) => {
      const inside = all.filter(
        (span) =>
          span.start >= task.start &&
          span.end <= task.end &&
          !/RunTask|Receive mojo|SimpleWatcher/.test(span.name),
      );
      const top = inside.sort(
        (a, b) => a.depth - b.depth || b.end - b.start - (a.end - a.start),
      )[0];
      const parts = mainParts(inside, 4)
        .map(([key, value]) => `${key} ${Math.round(value)}`)
        .join(', ');
      return {
        start: (task.start - origin) / 1000,
        ms: (task.end - task.start) / 1000,
        top: top?.name ?? '?',
        parts,
      };
    });
  const busy = tasks.reduce((sum, task) => sum + (task.end - task.start) / 1000, 0);
  return { fcp: at('firstContentfulPaint'), live, busy, byKind, longTasks };
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function summarizeTrace(events: readonly TraceEvent[], mark: string): string {
  const summary = readTrace(events, mark);
  if (!summary) return 'no renderer main thread found';
  const kinds = Object.entries(summary.byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, value]) => `${kind} ${ms(value)}`)
    .join(', ');
  const longTasks = summary.longTasks.map(
    (task) => `  at ${ms(task.start)}: ${ms(task.ms)} (${task.top}: ${task.parts})`,
  );
  return [
    `FCP ${ms(summary.fcp)}, live ${ms(summary.live)}, main thread busy ${ms(summary.busy)} before live`,
    `self time before live: ${kinds}`,
    'long tasks:',
    ...longTasks,
  ].join('\n');
}

/** Every task of the main thread between two times (ms from navigation), with its main parts. */
export function taskList(
  events: readonly TraceEvent[],
  mark: string,
  from: number,
  to: number,
): string {
  const thread = mainThread(events, mark);
  if (!thread) return '';
  const inThread = events.filter((event) => event.pid === thread.pid);
  const navigation = [...inThread].reverse().find((event) => event.name === 'navigationStart');
  const origin = navigation?.ts ?? 0;
  const all = spans(events, thread.pid, thread.tid);
  const lines: string[] = [];
  let last = origin + from * 1000;
  for (const task of all.filter(
    (span) =>
      span.depth === 0 && span.start >= origin + from * 1000 && span.start < origin + to * 1000,
  )) {
    const inside = all.filter(
      (span) => span.start >= task.start && span.end <= task.end && span.depth > 0,
    );
    const parts = mainParts(inside, 3)
      .map(([key, value]) => `${key} ${value.toFixed(1)}`)
      .join(', ');
    const ms = (task.end - task.start) / 1000;
    if (ms >= 3)
      lines.push(
        `${((task.start - origin) / 1000).toFixed(0).padStart(5)} +${((task.start - last) / 1000).toFixed(0).padStart(4)} gap  ${ms.toFixed(1).padStart(6)} ms  ${parts}`,
      );
    last = task.end;
  }
  return lines.join('\n');
}
