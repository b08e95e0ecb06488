// @vitest-environment node
import { capabilities } from '../pages/explore/capabilities';
import type { TabEntry } from '../tabs/tabList';
import { pathsOf, prerenderedPaths } from './prerenderedPaths';

const INBOX: TabEntry = {
  id: 'inbox',
  title: 'Inbox',
  icon: 'mail',
  page: 'inbox/InboxPage',
  children: [{ path: ':id', page: 'inbox/MessagePage' }],
};

describe('the prerendered paths', () => {
  it('P10: every tab root and every capability page, its values declared beside the page', () => {
    expect(prerenderedPaths()).toEqual([
      '/tabs/home',
      '/tabs/explore',
      ...capabilities.map(({ id }) => `/tabs/explore/${id}`),
      '/tabs/settings',
    ]);
  });

  it('P10: a page pushed with a parameter and no declared values fails, naming the file to write', () => {
    expect(() => pathsOf([INBOX], {})).toThrow(
      '/tabs/inbox/:id (inbox/MessagePage) has no values to prerender: export them as `parameterValues` from src/pages/inbox/MessagePage.params.ts',
    );
  });

  it('P10: an empty declaration prerenders none of those pages, as it says', () => {
    expect(pathsOf([INBOX], { 'inbox/MessagePage': [] })).toEqual(['/tabs/inbox']);
    expect(pathsOf([INBOX], { 'inbox/MessagePage': ['1', '2'] })).toEqual([
      '/tabs/inbox',
      '/tabs/inbox/1',
      '/tabs/inbox/2',
    ]);
  });

  it('P10: a value that is not one path segment, or a declaration no tab uses, fails', () => {
    expect(() => pathsOf([INBOX], { 'inbox/MessagePage': ['a/b'] })).toThrow(
      'src/pages/inbox/MessagePage.params.ts declares "a/b", which is not one path segment.',
    );
    expect(() => pathsOf([INBOX], { 'inbox/MessagePage': [], 'inbox/DraftPage': ['1'] })).toThrow(
      'src/pages/inbox/DraftPage.params.ts: no tab in TAB_LIST pushes that page with a parameter.',
    );
  });
});
