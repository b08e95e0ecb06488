import { pathFromAppUrl, URL_SCHEME } from './deepLinks';

describe('pathFromAppUrl', () => {
  it.each([
    [`${URL_SCHEME}://tabs/explore/offline`, '/tabs/explore/offline'],
    [`${URL_SCHEME}:///tabs/settings`, '/tabs/settings'],
    [`${URL_SCHEME}://tabs/home?x=1#top`, '/tabs/home?x=1#top'],
    ['https://app.example/tabs/explore', '/tabs/explore'],
    [`${URL_SCHEME}://`, '/'],
    [`${URL_SCHEME}:////evil.example/x`, '/evil.example/x'],
    ['https://app.example//evil.example', '/evil.example'],
  ])('a link %s opens %s', (url, path) => {
    expect(pathFromAppUrl(url)).toBe(path);
  });

  it.each([
    'javascript:alert(1)',
    'http://app.example/tabs/home',
    'file:///etc/passwd',
    'nonsense',
    '',
  ])('P9: %j is not the app’s link', (url) => {
    expect(pathFromAppUrl(url)).toBeUndefined();
  });
});
