import { defineHeld, defineSoon, holdDefinitions, leavesFirst } from './definitions';

afterEach(async () => {
  await defineHeld();
  document.body.replaceChildren();
});

/** The tags upgraded, in the order they upgraded (each element's constructor says so). */
const upgraded: string[] = [];
beforeEach(() => {
  upgraded.length = 0;
});

/** An element class that records its upgrades and runs `upgrade` in each. */
const element = (name: string, upgrade: () => void = () => undefined) =>
  class extends HTMLElement {
    constructor() {
      super();
      upgraded.push(name);
      upgrade();
    }
  };

/** A held definition as Stencil writes them: defines `name` unless it is there already. */
const definition = (name: string, upgrade?: () => void) => {
  const constructor = element(name, upgrade);
  return () => {
    if (!customElements.get(name)) customElements.define(name, constructor);
  };
};

/** The page: `html` in the body. */
const page = (html: string) => {
  document.body.innerHTML = html;
};

describe('held definitions (P10: no one long task of upgrades before hydration)', () => {
  it('defines at once when nothing holds them', () => {
    page('<now-a></now-a>');
    defineSoon(definition('now-a'));
    expect(customElements.get('now-a')).toBeDefined();
    expect(upgraded).toEqual(['now-a']);
  });

  it('tells the caller of each tag it defines, in the same task as the upgrade', async () => {
    page('<told-a></told-a><told-b></told-b>');
    holdDefinitions();
    defineSoon(definition('told-a'));
    defineSoon(definition('told-b'));
    const told: string[] = [];
    await defineHeld({
      sliceMs: 0,
      defined: (tag) => told.push(`${tag} after ${upgraded.join(' ')}`),
    });
    expect(told).toEqual(['told-a after told-a', 'told-b after told-a told-b']);
  });

  it('holds them until the start runs them, each once, and at once again afterwards', async () => {
    page('<hold-a></hold-a><hold-b></hold-b>');
    holdDefinitions();
    defineSoon(definition('hold-a'));
    defineSoon(definition('hold-b'));
    expect(customElements.get('hold-a')).toBeUndefined();
    expect(upgraded).toEqual([]);
    await defineHeld();
    expect(upgraded).toEqual(['hold-a', 'hold-b']);
    await defineHeld();
    expect(upgraded).toEqual(['hold-a', 'hold-b']);
    // Afterwards (a lazy page's elements) at once again.
    page('<hold-c></hold-c>');
    defineSoon(definition('hold-c'));
    expect(upgraded).toEqual(['hold-a', 'hold-b', 'hold-c']);
  });

  it('defines an element before any held element around it on the page, leaves first', async () => {
    page(
      '<leaf-app><leaf-list><leaf-item><leaf-label></leaf-label></leaf-item></leaf-list></leaf-app>',
    );
    holdDefinitions();
    for (const name of ['leaf-app', 'leaf-item', 'leaf-list', 'leaf-label']) {
      defineSoon(definition(name));
    }
    await defineHeld();
    expect(upgraded).toEqual(['leaf-label', 'leaf-item', 'leaf-list', 'leaf-app']);
  });

  it('keeps the order they came in for tags that hold each other, or are not on the page', () => {
    page(
      '<mutual-content><mutual-modal><mutual-content></mutual-content></mutual-modal></mutual-content>',
    );
    const names = ['absent-a', 'mutual-modal', 'absent-b', 'mutual-content'];
    const ordered = leavesFirst(
      names.map((name) => ({ name })),
      document,
    );
    expect(ordered.map(({ name }) => name)).toEqual(names);
  });

  it('defines a dependency two definitions share once, as Stencil does', async () => {
    page('<dep-button><dep-ripple></dep-ripple></dep-button><dep-back></dep-back>');
    const ripple = definition('dep-ripple');
    holdDefinitions();
    for (const name of ['dep-button', 'dep-back']) {
      const own = definition(name);
      defineSoon(() => {
        own();
        ripple();
      });
    }
    await defineHeld();
    expect(upgraded).toEqual(['dep-ripple', 'dep-button', 'dep-back']);
  });

  it('lets the browser in between slices, and runs what arrives meanwhile', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const tasks: string[] = [];
    page('<slice-a></slice-a><slice-b></slice-b><slice-c></slice-c><slice-d></slice-d>');
    holdDefinitions();
    // Each upgrade takes 20 ms: a slice of 30 ms ends after the second.
    for (const name of ['slice-a', 'slice-b', 'slice-c', 'slice-d']) {
      defineSoon(
        definition(name, () => {
          now += 20;
          tasks.push(name);
        }),
      );
    }
    setTimeout(() => {
      tasks.push('task');
      document.body.insertAdjacentHTML('beforeend', '<slice-late></slice-late>');
      defineSoon(definition('slice-late', () => tasks.push('slice-late')));
    }, 0);
    await defineHeld({ sliceMs: 30 });
    expect(tasks).toEqual(['slice-a', 'slice-b', 'task', 'slice-c', 'slice-d', 'slice-late']);
  });

  it('ends once every element upgraded has rendered, so React hydrates what Stencil made', async () => {
    let rendered: () => void = () => undefined;
    const host = Object.assign(document.createElement('ion-content'), {
      componentOnReady: () => new Promise<void>((resolve) => (rendered = resolve)),
    });
    document.body.append(host);
    let done = false;
    holdDefinitions();
    const running = defineHeld().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    rendered();
    await running;
    expect(done).toBe(true);
    host.remove();
  });

  it('holding twice keeps what is held', async () => {
    page('<twice-a></twice-a>');
    holdDefinitions();
    defineSoon(definition('twice-a'));
    holdDefinitions();
    await defineHeld();
    expect(upgraded).toEqual(['twice-a']);
  });

  it("leaves the registry as it was, a page's own wrapper of define included", async () => {
    const calls: string[] = [];
    const own = customElements.define.bind(customElements);
    customElements.define = (name, constructor, options) => {
      calls.push(name);
      own(name, constructor, options);
    };
    try {
      page('<wrapped-a></wrapped-a>');
      holdDefinitions();
      defineSoon(definition('wrapped-a'));
      await defineHeld();
      expect(calls).toEqual(['wrapped-a']);
      expect(upgraded).toEqual(['wrapped-a']);
    } finally {
      Reflect.deleteProperty(customElements, 'define');
    }
    expect(Object.getOwnPropertyNames(customElements)).toEqual([]);
  });
});
