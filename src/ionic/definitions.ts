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

type StencilHost = Element & { componentOnReady?: () => Promise<unknown> };

/**
 * Runs the held definitions in order, letting the browser in after each slice of `sliceMs`, and
 * ends once every element upgraded has rendered: Stencil renders in the next frame, and React
 * must not hydrate a host Stencil has yet to move its children in.
 */
export async function defineHeld(sliceMs = 30, root: ParentNode = document): Promise<void> {
  let since = performance.now();
  while (held && held.length > 0) {
    held.shift()?.();
    if (held.length > 0 && performance.now() - since > sliceMs) {
      await yieldToBrowser();
      since = performance.now();
    }
  }
  held = undefined;
  const hosts = [...root.querySelectorAll<StencilHost>('*')];
  await Promise.all(hosts.flatMap((host) => host.componentOnReady?.() ?? []));
}
