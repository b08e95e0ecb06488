import { warnOnce } from './log';

describe('warnOnce', () => {
  it('P9: reports each kind of problem once, however often it happens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOnce('storage', 'Storage is unavailable.', new Error('read'));
    warnOnce('storage', 'Storage is unavailable.', new Error('write'));
    warnOnce('stored-value', 'Ignored a stored value.');
    expect(warn.mock.calls).toEqual([
      ['[tabshell] Storage is unavailable.', new Error('read')],
      ['[tabshell] Ignored a stored value.'],
    ]);
  });
});
