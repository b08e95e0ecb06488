import { followsSystem } from './followsSystem';

describe('followsSystem', () => {
  it.each([
    ['read from the system', { prefersDark: false, source: 'system' }, false, true],
    [
      'read from the system, which has turned since',
      { prefersDark: false, source: 'system' },
      true,
      false,
    ],
    [
      'read from the system, which cannot be read now',
      { prefersDark: false, source: 'system' },
      undefined,
      true,
    ],
    ['stored, and the same as the system', { prefersDark: true, source: 'stored' }, true, true],
    ['stored, and not the system', { prefersDark: true, source: 'stored' }, false, false],
    ['stored, the system unknown', { prefersDark: false, source: 'stored' }, undefined, false],
    ['chosen for the session only', { prefersDark: false, source: 'session' }, false, false],
  ] as const)('P5: a theme %s: %s', (_, theme, systemDark, expected) => {
    expect(followsSystem(theme, systemDark)).toBe(expected);
  });
});
