// @vitest-environment node
import { inlineIcon, shellHtml } from '../src/startup/shell';
import { TAB_LIST } from '../src/tabs/tabList';
import { inlineInputScript, withBootScripts, type BootScripts } from './bootScripts';

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

describe('the input script in a page as served (issue 57)', () => {
  const scripts: BootScripts = {
    head: { code: 'head()', modules: [] },
    body: { code: 'body()', modules: [] },
    input: { code: 'input()', modules: [], fileName: 'assets/input-abc.js' },
  };
  const template =
    '<html><head></head><body><div id="root"></div><template id="page-end"></template></body></html>';
  const page = withBootScripts(template, scripts, '/');

  it('is asked for as a file, deferred and render-blocking, by the page as written', () => {
    expect(page).toContain('<script defer blocking="render" src="/assets/input-abc.js"');
  });

  it('is inlined where the page ends, before the element the first paint waits for', () => {
    const read = vi.fn(() => '  input()\n');
    const served = inlineInputScript(page, read);
    expect(read).toHaveBeenCalledWith('/assets/input-abc.js');
    expect(served).not.toContain('input-abc.js');
    expect(served).toContain(
      '<div id="root"></div><script>input()</script><template id="page-end">',
    );
    expect(served.indexOf('<script>head()</script>')).toBeLessThan(served.indexOf('body()'));
  });

  it('says what is wrong rather than write a page that would not run', () => {
    expect(() => inlineInputScript(template, () => 'input()')).toThrow(/no input script/);
    expect(() =>
      inlineInputScript(page.replace('<template id="page-end">', '<template>'), () => 'input()'),
    ).toThrow(/page-end/);
    expect(() => inlineInputScript(page, () => 'a("</script>")')).toThrow(/<\/script/);
  });
});
