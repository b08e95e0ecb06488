import { readTrace, spans, summarizeTrace, taskList, type TraceEvent } from './trace.ts';

const MAIN = { pid: 1, tid: 7 };
/** A complete event on the main thread, its times in ms from navigation (trace times are µs). */
const at = (name: string, startMs: number, ms: number, data?: Record<string, unknown>) =>
  ({
    name,
    ph: 'X',
    ts: 1_000_000 + startMs * 1000,
    dur: ms * 1000,
    ...MAIN,
    ...(data ? { args: { data } } : {}),
  }) satisfies TraceEvent;
const instant = (name: string, startMs: number) =>
  ({ name, ph: 'R', ts: 1_000_000 + startMs * 1000, ...MAIN }) satisfies TraceEvent;

const TRACE: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  instant('navigationStart', 0),
  // A 100 ms task: 60 ms parsing HTML, of which 20 ms evaluate a script.
  at('RunTask', 10, 100),
  at('ParseHTML', 10, 60),
  at('EvaluateScript', 30, 20, { url: 'https://x/assets/start-CI8Ph2ZK.js' }),
  at('Layout', 80, 10),
  instant('firstContentfulPaint', 120),
  // A short task, then one after the app went live (left out).
  at('RunTask', 150, 5),
  at('MinorGC', 150, 5),
  instant('app:live', 200),
  at('RunTask', 300, 80),
  // Another thread's work is never the main thread's.
  { ...at('ParseHTML', 20, 50), tid: 8 },
];

describe('reading a trace of one load (bench/profile.ts)', () => {
  it("gives each span its self time, its children's time taken out", () => {
    const all = spans(TRACE, MAIN.pid, MAIN.tid);
    const parse = all.find((span) => span.name === 'ParseHTML');
    expect(parse).toMatchObject({ depth: 1, self: 40_000 });
    expect(all.find((span) => span.name === 'RunTask')?.self).toBe(30_000);
    expect(all.find((span) => span.name === 'EvaluateScript')?.detail).toBe('start');
  });

  it('sums the self time of each kind of work before the mark, on the main thread only', () => {
    const summary = readTrace(TRACE, 'app:live');
    expect(summary).toMatchObject({ fcp: 120, live: 200, busy: 105 });
    expect(summary?.byKind).toEqual({
      'parse HTML': 40,
      'run script': 20,
      layout: 10,
      GC: 5,
    });
    expect(summary?.longTasks).toEqual([
      {
        start: 10,
        ms: 100,
        top: 'ParseHTML',
        parts: 'ParseHTML 40, EvaluateScript(start) 20, Layout 10',
      },
    ]);
  });

  it('prints the summary and the task list, and says when there is no main thread', () => {
    expect(summarizeTrace(TRACE, 'app:live')).toContain(
      'FCP 120 ms, live 200 ms, main thread busy 105 ms before live',
    );
    expect(taskList(TRACE, 'app:live', 0, 400).split('\n')).toHaveLength(3);
    expect(summarizeTrace([], 'app:live')).toBe('no renderer main thread found');
  });
});
