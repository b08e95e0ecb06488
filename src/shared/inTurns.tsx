import {
  Children,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** True while the page around is made ahead, hidden (P10: ionic/prepareViews.ts). */
export const PreparingContext = createContext(false);

const turns: (() => void)[] = [];
let waiting = false;

/** After the browser's next frame, or once it is idle: one turn, then Stencil renders its part. */
function nextIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, { timeout: 500 });
  } else {
    requestAnimationFrame(() => setTimeout(work, 0));
  }
}

function takeTurn(): void {
  waiting = false;
  turns.shift()?.();
  if (turns.length > 0) waitForTurn();
}

function waitForTurn(): void {
  if (waiting) return;
  waiting = true;
  nextIdle(takeTurn);
}

/**
 * P10: its children, all at once; or, while the page is made ahead, `per` more each turn, one turn
 * an idle period across the app, so that no commit (nor Stencil's first render of the elements it
 * adds) is a long task. Keyed as `Children.toArray` keys them, so the rest joins what is there.
 */
export function InTurns({
  per = 1,
  children,
}: {
  readonly per?: number;
  readonly children: ReactNode;
}) {
  const preparing = useContext(PreparingContext);
  // The same elements at each turn, so React leaves the parts already there alone.
  const items = useMemo(() => Children.toArray(children), [children]);
  const [shown, setShown] = useState(() => (preparing ? 0 : items.length));
  const waitingForMore = preparing && shown < items.length;
  useEffect(() => {
    if (!waitingForMore) return;
    const turn = () => {
      startTransition(() => {
        setShown((count) => count + per);
      });
    };
    turns.push(turn);
    waitForTurn();
    return () => {
      const queued = turns.indexOf(turn);
      if (queued >= 0) turns.splice(queued, 1);
    };
  }, [waitingForMore, shown, per]);
  return preparing ? items.slice(0, shown) : items;
}
