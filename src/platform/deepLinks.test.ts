import { pathFromAppUrl } from './deepLinks';

describe('pathFromAppUrl', () => {
  it.each([
    ['tabshell://tabs/explore/offline', '/tabs/explore/offline'],
    ['tabshell:///tabs/settings', '/tabs/settings'],
    ['tabshell://tabs/home?x=1#top', '/tabs/home?x=1#top'],
    ['https://tabshell.dev/tabs/explore', '/tabs/explore'],
    ['tabshell://', '/'],
    ['tabshell:////evil.example/x', '/evil.example/x'],
    ['https://tabshell.dev//evil.example', '/evil.example'],
  ])('a link %s opens %s', (url, path) => {
    expect(pathFromAppUrl(url)).toBe(path);
  });

  it.each([
    'javascript:alert(1)',
    'http://tabshell.dev/tabs/home',
    'file:///etc/passwd',
    'nonsense',
    '',
  ])('P9: %j is not the app’s link', (url) => {
    expect(pathFromAppUrl(url)).toBeUndefined();
  });
});
