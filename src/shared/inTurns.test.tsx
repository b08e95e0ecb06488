import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { InTurns, PreparingContext } from './inTurns';

/** The idle periods, given by hand. */
let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function idlePeriod(): Promise<void> {
  await act(async () => {
    idle.shift()?.();
    await Promise.resolve();
  });
}

function Part({ name, mounts }: { readonly name: string; readonly mounts: string[] }) {
  useEffect(() => {
    mounts.push(name);
  }, [name, mounts]);
  return <p>{name}</p>;
}

function List({
  preparing,
  names,
  mounts = [],
}: {
  readonly preparing: boolean;
  readonly names: readonly string[];
  readonly mounts?: string[];
}) {
  return (
    <PreparingContext value={preparing}>
      <InTurns per={2}>
        {names.map((name) => (
          <Part key={name} name={name} mounts={mounts} />
        ))}
      </InTurns>
    </PreparingContext>
  );
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('p')].map((part) => part.textContent);

describe('parts in turns (P10: a page made ahead is no long task)', () => {
  it('renders every part at once on a page not made ahead', () => {
    const { container } = render(<List preparing={false} names={['a', 'b', 'c']} />);
    expect(shown(container)).toEqual(['a', 'b', 'c']);
    expect(idle).toHaveLength(0);
  });

  it('while the page is made ahead, adds a few parts each idle period, in order, then stops', async () => {
    const { container } = render(<List preparing names={['a', 'b', 'c', 'd', 'e']} />);
    expect(shown(container)).toEqual([]);
    await idlePeriod();
    expect(shown(container)).toEqual(['a', 'b']);
    await idlePeriod();
    expect(shown(container)).toEqual(['a', 'b', 'c', 'd']);
    await idlePeriod();
    expect(shown(container)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(idle).toHaveLength(0);
  });

  it('takes one turn an idle period across the app', async () => {
    const first = render(<List preparing names={['a', 'b']} />);
    const second = render(<List preparing names={['x', 'y']} />);
    await idlePeriod();
    expect([...shown(first.container), ...shown(second.container)]).toEqual(['a', 'b']);
    await idlePeriod();
    expect(shown(second.container)).toEqual(['x', 'y']);
  });

  it('shows the rest at once when the page is shown, keeping the parts already there', async () => {
    const mounts: string[] = [];
    const names = ['a', 'b', 'c', 'd', 'e'];
    const { container, rerender } = render(<List preparing names={names} mounts={mounts} />);
    await idlePeriod();
    rerender(<List preparing={false} names={names} mounts={mounts} />);
    expect(shown(container)).toEqual(names);
    expect(mounts).toEqual(names);
    // The turn it was waiting for is no longer taken.
    await idlePeriod();
    expect(mounts).toEqual(names);
  });

  it('gives up its turn when it goes before it comes', async () => {
    const gone = render(<List preparing names={['a', 'b']} />);
    const staying = render(<List preparing names={['x', 'y']} />);
    gone.unmount();
    await idlePeriod();
    expect(shown(staying.container)).toEqual(['x', 'y']);
  });
});
