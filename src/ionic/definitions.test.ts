import { defineHeld, defineSoon, holdDefinitions } from './definitions';

afterEach(async () => {
  await defineHeld();
});

describe('held definitions (P10: no one long task of upgrades before hydration)', () => {
  it('defines at once when nothing holds them', () => {
    const define = vi.fn();
    defineSoon(define);
    expect(define).toHaveBeenCalledOnce();
  });

  it('holds them until the start runs them, in the order they came, each once', async () => {
    const order: string[] = [];
    holdDefinitions();
    defineSoon(() => order.push('ion-app'));
    defineSoon(() => order.push('ion-tabs'));
    expect(order).toEqual([]);
    await defineHeld();
    expect(order).toEqual(['ion-app', 'ion-tabs']);
    await defineHeld();
    expect(order).toEqual(['ion-app', 'ion-tabs']);
    // Afterwards (a lazy page's elements) at once again.
    defineSoon(() => order.push('ion-toggle'));
    expect(order).toEqual(['ion-app', 'ion-tabs', 'ion-toggle']);
  });

  it('lets the browser in between slices, and runs what arrives meanwhile', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const tasks: string[] = [];
    holdDefinitions();
    // Each definition takes 20 ms: a slice of 30 ms ends after the second.
    for (const tag of ['a', 'b', 'c', 'd']) {
      defineSoon(() => {
        now += 20;
        tasks.push(tag);
      });
    }
    setTimeout(() => {
      tasks.push('task');
      defineSoon(() => tasks.push('late'));
    }, 0);
    await defineHeld(30);
    expect(tasks).toEqual(['a', 'b', 'task', 'c', 'd', 'late']);
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
    const define = vi.fn();
    holdDefinitions();
    defineSoon(define);
    holdDefinitions();
    await defineHeld();
    expect(define).toHaveBeenCalledOnce();
  });
});
