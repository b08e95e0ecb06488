import { ionicKeysToIgnore } from './setup';

describe('ionicKeysToIgnore', () => {
  it.each([
    ['', {}],
    ['?ionic:mode=ios&ionic:animated=false', {}],
    ['?x=1&ionic:navAnimation=x', { navAnimation: undefined }],
    [
      '?ionic:persistConfig=true&ionic:innerHTMLTemplatesEnabled=true&ionic:mode=md',
      { persistConfig: undefined, innerHTMLTemplatesEnabled: undefined },
    ],
    ['?ionic%3AmodalEnter=x', { modalEnter: undefined }],
    ['?ionic:sanitizerEnabled', { sanitizerEnabled: undefined }],
    ['?%E0%A4%A=1&ionic:platform=x', { platform: undefined }],
    ['?ionic:=1', { '': undefined }],
  ])('P9: the address %j may not set %j', (search, ignored) => {
    expect(ionicKeysToIgnore(search)).toStrictEqual(ignored);
  });

  it('P9: an address naming `__proto__` changes no prototype', () => {
    const ignored = ionicKeysToIgnore('?ionic:__proto__=x');
    expect(Object.getPrototypeOf(ignored)).toBe(Object.prototype);
    expect(Object.keys(ignored)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf({ ...ignored })).toBe(Object.prototype);
  });
});
