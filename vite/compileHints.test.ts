// @vitest-environment node
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints } from './compileHints';

function chunk(fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    imports,
    code: 'x();',
    isEntry: false,
    ...extra,
  } as Rollup.OutputChunk;
}

describe('P10: compile hints on the first screen', () => {
  it("marks the entry, its imports and the first screen's modules with theirs, nothing else", () => {
    const bundle: Record<string, Rollup.OutputChunk> = {
      'index.js': chunk('index.js', ['shared.js'], { isEntry: true }),
      'shared.js': chunk('shared.js', []),
      'start.js': chunk('start.js', ['react.js'], { facadeModuleId: '/app/src/start.tsx' }),
      'react.js': chunk('react.js', []),
      'later.js': chunk('later.js', [], { facadeModuleId: '/app/src/pages/later.tsx' }),
    };
    const plugin = compileHints(['src/start.tsx']);
    const hook = plugin.generateBundle as unknown as { handler: (o: unknown, b: unknown) => void };
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    const marked = Object.values(bundle)
      .filter((output) => output.code.startsWith(`${COMPILE_HINT}\nx();`))
      .map((output) => output.fileName);
    expect(marked).toEqual(['index.js', 'shared.js', 'start.js', 'react.js']);
    expect(bundle['later.js']?.code).toBe('x();');
  });
});
