import { inlineStylesheets } from './pages.ts';
import { withoutPageStylesheet } from './pageStylesheet.ts';

const TABLE =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.js","assets/index-Ab_1.css","assets/b-2.js","assets/page-3.css"])))=>i.map(i=>d[i]);\n';

describe('issue 57: no chunk asks for the stylesheet every page inlines', () => {
  it("cuts the entry's stylesheet from each import's preloads, and no other file", () => {
    const code = `${TABLE}import("./a.js",__vite__mapDeps([0,1,2]));import("./b.js",__vite__mapDeps([1]));import("./c.js",__vite__mapDeps([2,3]));`;
    expect(withoutPageStylesheet(code)).toBe(
      `${TABLE}import("./a.js",__vite__mapDeps([0,2]));import("./b.js",__vite__mapDeps([]));import("./c.js",__vite__mapDeps([2,3]));`,
    );
  });

  it('leaves a chunk without preloads, or without the stylesheet among them, as it is', () => {
    const plain = 'import("./a.js");';
    expect(withoutPageStylesheet(plain)).toBe(plain);
    const other = TABLE.replace('index-Ab_1.css', 'other-Ab_1.css');
    expect(withoutPageStylesheet(`${other}__vite__mapDeps([1])`)).toBe(
      `${other}__vite__mapDeps([1])`,
    );
  });
});

describe('issue 57: a page served with its stylesheets inlined', () => {
  const page =
    '<html><head><script src="/a.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
    '<link rel="icon" href="/i.png"><link rel="stylesheet" href="/assets/ionic-md-2.css">' +
    '<link rel="modulepreload" href="/assets/b.js"></head><body></body></html>';
  const css: Record<string, string> = {
    '/assets/index-1.css': 'a{color:red}',
    // A replacement pattern in the text is taken as text.
    '/assets/ionic-md-2.css': '.b::after{content:"$&"}',
  };

  it('puts each at the end of the head, in order, by its address, and nothing else moves', () => {
    expect(inlineStylesheets(page, (href) => css[href] ?? '')).toBe(
      '<html><head><script src="/a.js"></script><link rel="icon" href="/i.png">' +
        '<link rel="modulepreload" href="/assets/b.js">' +
        '<style data-href="/assets/index-1.css">a{color:red}</style>' +
        '<style data-href="/assets/ionic-md-2.css">.b::after{content:"$&"}</style></head><body></body></html>',
    );
  });

  it('refuses a stylesheet that would end its <style> early', () => {
    expect(() => inlineStylesheets(page, () => 'a{}</style><script>')).toThrow(/cannot be inlined/);
  });
});
