/**
 * P10: Ionic's element definitions, held while the first screen's modules load, then run in slices.
 * Defining an element upgrades every one of its kind on a prerendered page: all of them at once
 * were one long task (vite/ionic/definitionsPatch.ts routes @ionic/react's definitions here).
 */
let held: (() => void)[] | undefined;

/** From now until `defineHeld`, definitions wait. */
export function holdDefinitions(): void {
  held ??= [];
}

/** Defines now, or with the others in `defineHeld` while definitions are held. */
export function defineSoon(define: () => void): void {
  if (held) held.push(define);
  else define();
}

type Scheduler = { yield?: () => Promise<void> };

/** A new task, so a tap or a frame can come between two slices. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type Definition = {
  name: string;
  constructor: CustomElementConstructor;
  options: ElementDefinitionOptions | undefined;
};

/**
 * What the held definitions would define, by name, without defining anything yet. The registry
 * answers for what they register meanwhile, so code that defines only what is missing (Stencil's
 * dependencies, @ionic/react's fallback `ion-tabs`) sees it as there.
 */
function collect(defines: (() => void)[], registry: CustomElementRegistry): Definition[] {
  const found = new Map<string, Definition>();
  const saved = {
    define: Object.getOwnPropertyDescriptor(registry, 'define'),
    get: Object.getOwnPropertyDescriptor(registry, 'get'),
  };
  const get = registry.get.bind(registry);
  Object.defineProperties(registry, {
    define: {
      configurable: true,
      value: (
        name: string,
        constructor: CustomElementConstructor,
        options?: ElementDefinitionOptions,
      ) => {
        if (get(name) || found.has(name)) {
          throw new DOMException(`"${name}" has already been defined`, 'NotSupportedError');
        }
        found.set(name, { name, constructor, options });
      },
    },
    get: {
      configurable: true,
      value: (name: string) => found.get(name)?.constructor ?? get(name),
    },
  });
  try {
    for (const define of defines) define();
  } finally {
    for (const key of ['define', 'get'] as const) {
      const descriptor = saved[key];
      if (descriptor) Object.defineProperty(registry, key, descriptor);
      else Reflect.deleteProperty(registry, key);
    }
  }
  return [...found.values()];
}

/**
 * Leaves first: a tag is defined after every other tag found inside its elements on the page, so
 * Stencil upgrades each element before any host around it. A host's hydration takes over the
 * prerender's location comments of every element inside it; an element with a shadow root and
 * slotted children upgraded after that put them back in the wrong order. Tags that hold each
 * other (`ion-content` in `ion-modal` in `ion-content`) and those the page lacks keep the order
 * they came in (docs/architecture.md, "Ionic's definitions").
 */
export function leavesFirst<T extends { name: string }>(
  definitions: readonly T[],
  root: ParentNode,
): T[] {
  const names = new Set(definitions.map(({ name }) => name));
  /** For each tag, the tags of the elements around its elements. */
  const around = new Map<string, Set<string>>();
  for (const name of names) {
    const hosts = new Set<string>();
    for (const element of root.querySelectorAll(name)) {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (up.localName !== name && names.has(up.localName)) hosts.add(up.localName);
      }
    }
    around.set(name, hosts);
  }
  /** Whether `name` must wait for `other`: `other` is inside it, and it is not inside `other`. */
  const waitsFor = (name: string, other: string) =>
    around.get(other)?.has(name) === true && around.get(name)?.has(other) !== true;
  const left = [...definitions];
  const ordered: T[] = [];
  while (left.length > 0) {
    const index = left.findIndex(({ name }) => !left.some((other) => waitsFor(name, other.name)));
    ordered.push(...left.splice(Math.max(index, 0), 1));
  }
  return ordered;
}

type StencilHost = Element & { componentOnReady?: () => Promise<unknown> };

/**
 * Runs the held definitions, leaves first, letting the browser in after each slice of `sliceMs`,
 * and ends once every element upgraded has rendered: Stencil renders in the next frame, and React
 * must not hydrate a host Stencil has yet to move its children in. A short slice: Stencil's microtasks
 * after a slice take as long again, and Lighthouse's simulation counts a task a quarter of a long
 * task's length as long, since it slows the load it saw fourfold.
 */
export async function defineHeld({
  sliceMs = 5,
  root = document,
  defined,
}: {
  sliceMs?: number;
  root?: ParentNode;
  /** Called once a tag is defined, before Stencil's first render of its elements. */
  defined?: (tag: string) => void;
} = {}): Promise<void> {
  const registry = customElements;
  let pending: Definition[] = [];
  let since = performance.now();
  for (;;) {
    if (held && held.length > 0) {
      pending = leavesFirst([...pending, ...collect(held.splice(0), registry)], root);
    }
    const next = pending.shift();
    if (!next) break;
    if (!registry.get(next.name)) {
      registry.define(next.name, next.constructor, next.options);
      defined?.(next.name);
    }
    if (pending.length > 0 && performance.now() - since > sliceMs) {
      await yieldToBrowser();
      since = performance.now();
    }
  }
  held = undefined;
  const hosts = [...root.querySelectorAll<StencilHost>('*')];
  await Promise.all(hosts.flatMap((host) => host.componentOnReady?.() ?? []));
}
