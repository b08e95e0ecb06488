/**
 * P12: where the tabs are, read from the boxes the browser laid out rather than from classes: for
 * the browser tests (e2e/rail.test.ts) and the engine checks (engines/checks.ts). `tabPlacement`
 * runs in the page, so it is self-contained.
 */

/** The elements whose boxes say where the tabs are. */
export interface TabParts {
  readonly bar: string;
  readonly tabs: string;
  /** What the tabs stand beside or under: the pages' outlet, or the painted shell's header. */
  readonly pages: string;
}

/** The app's own tab bar. */
export const APP_TABS: TabParts = {
  bar: 'ion-tabs > ion-tab-bar',
  tabs: 'ion-tabs > ion-tab-bar > ion-tab-button',
  pages: 'ion-tabs > ion-router-outlet',
};

/** The painted shell's (src/startup/shell.ts), before any module has run. */
export const SHELL_TABS: TabParts = {
  bar: '#boot-shell .boot-tabs',
  tabs: '#boot-shell .boot-tab',
  pages: '#boot-shell .boot-header',
};

export const RAIL_LEFT = 'a rail on the left';
export const RAIL_RIGHT = 'a rail on the right';
export const BAR_LTR = 'a bottom bar, left to right';
export const BAR_RTL = 'a bottom bar, right to left';

/**
 * In the page: a rail (the window's whole height, at one edge, narrow, its tabs one under another
 * in the list's order, the pages beside it), a bottom bar (the window's whole width, at the
 * bottom, its tabs side by side, the pages above it), or what was seen instead.
 */
export function tabPlacement({ parts, count }: { parts: TabParts; count: number }): string {
  const box = (element: Element | null) => {
    if (!element) return null;
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  };
  const bar = document.querySelector(parts.bar);
  const barBox = box(bar);
  const pages = box(document.querySelector(parts.pages));
  const tabs = [...document.querySelectorAll(parts.tabs)].map(box);
  const seen = JSON.stringify({ window: [innerWidth, innerHeight], bar: barBox, pages, tabs });
  if (!bar || !barBox || !pages || tabs.length !== count) return `missing parts: ${seen}`;
  if (getComputedStyle(bar).visibility !== 'visible' || barBox.width === 0) {
    return `not shown: ${seen}`;
  }
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  const within = tabs.every(
    (tab) =>
      tab !== null &&
      tab.left >= barBox.left - 1 &&
      tab.right <= barBox.right + 1 &&
      tab.top >= barBox.top - 1 &&
      tab.bottom <= barBox.bottom + 1,
  );
  const centres = tabs.map((tab) =>
    tab ? { x: (tab.left + tab.right) / 2, y: (tab.top + tab.bottom) / 2 } : { x: 0, y: 0 },
  );
  const [first] = centres;
  if (!within || !first) return `tabs outside the bar: ${seen}`;
  const inOrder = (axis: 'x' | 'y', sign: 1 | -1) =>
    centres.every(
      (centre, i) => i === 0 || sign * (centre[axis] - (centres[i - 1]?.[axis] ?? 0)) > 0,
    );
  const column = centres.every((centre) => near(centre.x, first.x)) && inOrder('y', 1);
  if (column && near(barBox.height, innerHeight) && barBox.width < 120) {
    if (near(barBox.left, 0) && pages.left >= barBox.right - 1) return 'a rail on the left';
    if (near(barBox.right, innerWidth) && pages.right <= barBox.left + 1) {
      return 'a rail on the right';
    }
  }
  const row = centres.every((centre) => near(centre.y, first.y));
  if (row && near(barBox.bottom, innerHeight) && near(barBox.width, innerWidth)) {
    if (pages.bottom <= barBox.top + 1 && barBox.height < 100) {
      if (inOrder('x', 1)) return 'a bottom bar, left to right';
      if (inOrder('x', -1)) return 'a bottom bar, right to left';
    }
  }
  return `neither rail nor bar: ${seen}`;
}
