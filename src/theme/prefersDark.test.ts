import {
  forgetPrefersDark,
  initialThemeState,
  parseStoredPrefersDark,
  PREFERS_DARK_DEFAULT,
  PREFERS_DARK_KEY,
  resolvePrefersDark,
  writePrefersDark,
  type PreferenceDeps,
  type PreferenceStorage,
} from './prefersDark';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

function deps(overrides: Partial<PreferenceDeps> = {}): PreferenceDeps {
  return {
    storage: memoryStorage(),
    systemPrefersDark: () => false,
    warn: vi.fn(),
    ...overrides,
  };
}

const throwing = (): never => {
  throw new Error('SecurityError: storage is disabled');
};

describe('prefersDark', () => {
  it('S4: is kept under the key prefersDark', () => {
    expect(PREFERS_DARK_KEY).toBe('prefersDark');
  });

  it('S5: is true before the start-up logic runs', () => {
    expect(PREFERS_DARK_DEFAULT).toBe(true);
    expect(initialThemeState).toEqual({ prefersDark: true, source: 'default' });
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('S6: a stored %s wins over the system preference', (raw, expected) => {
    const storage = memoryStorage({ prefersDark: raw });
    const systemPrefersDark = vi.fn(() => !expected);
    const result = resolvePrefersDark(deps({ storage, systemPrefersDark }));
    expect(result).toEqual({ prefersDark: expected, source: 'stored' });
    expect(systemPrefersDark).not.toHaveBeenCalled();
    expect(storage.data.get('prefersDark')).toBe(raw);
  });

  it.each([true, false])(
    'S6: with nothing stored, the system value %s is read, stored and used',
    (system) => {
      const storage = memoryStorage();
      const result = resolvePrefersDark(deps({ storage, systemPrefersDark: () => system }));
      expect(result).toEqual({ prefersDark: system, source: 'system' });
      expect(storage.data.get('prefersDark')).toBe(String(system));
    },
  );

  it.each(['', 'yes', '1', 'TRUE', 'null', '{', ' true', 'x'.repeat(1_000_000)])(
    'P9: a stored %j is garbage: the system value is stored instead, with one warning',
    (raw) => {
      const storage = memoryStorage({ prefersDark: raw });
      const warn = vi.fn();
      const result = resolvePrefersDark(deps({ storage, warn, systemPrefersDark: () => true }));
      expect(result).toEqual({ prefersDark: true, source: 'system' });
      expect(storage.data.get('prefersDark')).toBe('true');
      expect(warn).toHaveBeenCalledExactlyOnceWith('stored-value', expect.any(String));
    },
  );

  it('P9: storage that throws on read falls back to the system preference', () => {
    const warn = vi.fn<PreferenceDeps['warn']>();
    const storage = { ...memoryStorage(), getItem: throwing, setItem: throwing };
    const result = resolvePrefersDark(deps({ storage, warn, systemPrefersDark: () => true }));
    expect(result).toEqual({ prefersDark: true, source: 'system' });
    expect(warn.mock.calls.map(([problem]) => problem)).toEqual(['storage', 'storage']);
  });

  it('P9: no storage at all still decides a value', () => {
    const result = resolvePrefersDark(deps({ storage: undefined, systemPrefersDark: () => true }));
    expect(result).toEqual({ prefersDark: true, source: 'system' });
  });

  it('P9: a throwing or missing matchMedia is read as light', () => {
    const warn = vi.fn();
    const result = resolvePrefersDark(deps({ warn, systemPrefersDark: throwing }));
    expect(result).toEqual({ prefersDark: false, source: 'system' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('P5: writing stores "true"/"false" and reports whether storage kept it', () => {
    const storage = memoryStorage();
    expect(writePrefersDark(deps({ storage }), false)).toBe(true);
    expect(storage.data.get('prefersDark')).toBe('false');
    const quota = { ...storage, setItem: throwing };
    expect(writePrefersDark(deps({ storage: quota }), true)).toBe(false);
    expect(storage.data.get('prefersDark')).toBe('false');
  });

  it('P5: forgetting removes the stored value, and survives storage that throws', () => {
    const storage = memoryStorage({ prefersDark: 'true' });
    forgetPrefersDark(deps({ storage }));
    expect(storage.data.has('prefersDark')).toBe(false);
    const warn = vi.fn();
    forgetPrefersDark(deps({ storage: { ...storage, removeItem: throwing }, warn }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('parses only the two strings the app writes', () => {
    expect(parseStoredPrefersDark('true')).toBe(true);
    expect(parseStoredPrefersDark('false')).toBe(false);
    expect(parseStoredPrefersDark(null)).toBeUndefined();
    expect(parseStoredPrefersDark('True')).toBeUndefined();
  });
});
