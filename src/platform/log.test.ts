import { LOG_TAG } from '../shared/appIdentity';
import { warnOnce } from './log';

describe('warnOnce', () => {
  it('P9: reports each kind of problem once, however often it happens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOnce('storage', 'Storage is unavailable.', new Error('read'));
    warnOnce('storage', 'Storage is unavailable.', new Error('write'));
    warnOnce('stored-value', 'Ignored a stored value.');
    expect(warn.mock.calls).toEqual([
      [`${LOG_TAG} Storage is unavailable.`, new Error('read')],
      [`${LOG_TAG} Ignored a stored value.`],
    ]);
  });
});
