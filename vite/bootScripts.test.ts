// @vitest-environment node
import { inlineIcon, shellHtml } from '../src/startup/shell';
import { TAB_LIST } from '../src/tabs/tabList';

describe('the painted shell', () => {
  it('has a tab for each entry of the tab list, in order, with its title', () => {
    const html = shellHtml(TAB_LIST);
    const ids = [...html.matchAll(/data-tab="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(TAB_LIST.map((tab) => tab.id));
    for (const tab of TAB_LIST) expect(html).toContain(`>${tab.title}</span>`);
    expect(html).toContain('aria-hidden="true"');
  });

  it('escapes what it writes into HTML', () => {
    const html = shellHtml([{ id: 'a"b', title: '<i>', icon: TAB_LIST[0].icon }]);
    expect(html).toContain('data-tab="a&quot;b"');
    expect(html).toContain('&lt;i&gt;');
  });

  it('inlines an icon as SVG that takes the text colour', () => {
    const svg = inlineIcon(TAB_LIST[0].icon);
    expect(svg.startsWith('<svg class="boot-icon ionicon" aria-hidden="true"')).toBe(true);
    expect(() => inlineIcon('https://example.invalid/icon.png')).toThrow(/not an SVG/);
  });
});
