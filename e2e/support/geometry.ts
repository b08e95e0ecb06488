/**
 * P15: what a person sees on a screen, read from the boxes and styles the browser laid out: hit
 * areas, clipped and overlapping text, a switch's knob, text against an edge, the sizes and
 * contrast of secondary text and disabled controls, rows and their spacing, code names. Axe does
 * not see most of it (its target-size asks 24 px; its color-contrast skips disabled controls).
 * `inspectScreen` runs in the page, so it is self-contained; it returns each fault in words.
 */

export interface ScreenRules {
  /** The least side of a control's hit area, padding included: 48 in Material, 44 in iOS. */
  readonly target: number;
  /** The least distance from any text to the side edges of the surface it is drawn on. */
  readonly edge: number;
  /** The least size of any text (Apple's tab bar labels are 10 pt), and of secondary text. */
  readonly minTextPx: number;
  readonly secondaryMinPx: number;
  /** The least contrast of secondary text (WCAG AA). */
  readonly textContrast: number;
  /** A disabled control must still be seen: the contrast of its text or outline. */
  readonly disabledContrast: number;
  /** Running text of two lines or more: the least line height, in font sizes. */
  readonly lineHeight: number;
  /** The most lines a row's label may take beside a control at its end. */
  readonly labelLines: number;
  /** The most a row's space above its text and below it may differ, px. */
  readonly rowBalance: number;
  /** The least space between a block of text and the section title under it, px. */
  readonly sectionGap: number;
}

/** P15's rules in each of Ionic's modes. */
export function rulesFor(mode: 'md' | 'ios'): ScreenRules {
  return {
    target: mode === 'md' ? 48 : 44,
    edge: 12,
    minTextPx: 10,
    secondaryMinPx: 13,
    textContrast: 4.5,
    disabledContrast: 3,
    lineHeight: 1.35,
    labelLines: 2,
    rowBalance: 6,
    sectionGap: 24,
  };
}

/** The parts of the screen to inspect: the page on top, the tab bar, any open overlay. */
export const SCREEN_PARTS = {
  page: '.ion-page:not(.ion-page-hidden)',
  tabBar: 'ion-tab-bar',
  overlays: 'ion-modal.show-modal, ion-menu.show-menu',
} as const;

/** Every fault on the screen as it is now, in words. */
export function inspectScreen({
  rules,
  parts,
}: {
  rules: ScreenRules;
  parts: typeof SCREEN_PARTS;
}): string[] {
  const faults: string[] = [];
  const fail = (what: string) => {
    if (!faults.includes(what)) faults.push(what);
  };
  type Box = { left: number; right: number; top: number; bottom: number };
  const px = (value: number) => Math.round(value * 10) / 10;
  const say = (box: Box) =>
    `${px(box.right - box.left)}x${px(box.bottom - box.top)} at ${px(box.left)},${px(box.top)}`;
  const parentOf = (node: Node): Element | null => {
    const slot = (node as Element | Text).assignedSlot;
    if (slot) return slot;
    const parent = node.parentNode;
    if (parent instanceof ShadowRoot) return parent.host;
    return parent instanceof Element ? parent : null;
  };
  const ancestors = (node: Node): Element[] => {
    const chain: Element[] = [];
    for (let at = parentOf(node); at; at = parentOf(at)) chain.push(at);
    return chain;
  };
  /** Whether `node` is inside an element that matches, across shadow roots and slots. */
  const within = (node: Element, selector: string) =>
    [node, ...ancestors(node)].some((at) => at.matches(selector));
  const name = (element: Element) => {
    const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${text ? ` "${text}"` : ''}`;
  };
  const shown = (element: Element): boolean => {
    // A box-less wrapper (display: contents) is shown where its parent is.
    if (getComputedStyle(element).display === 'contents') {
      const parent = parentOf(element);
      return parent !== null && shown(parent);
    }
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    if (ancestors(element).some((a) => a.classList.contains('visually-hidden'))) return false;
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0;
  };

  // Colours, composed as they are painted: each layer over the ones behind it.
  type Rgba = [number, number, number, number];
  const probe = document.createElement('canvas').getContext('2d');
  const rgba = (css: string): Rgba => {
    const m = /rgba?\(([^)]+)\)/.exec(css);
    if (m?.[1]) {
      const [r = 0, g = 0, b = 0, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    }
    if (!probe || css === '' || css === 'transparent') return [0, 0, 0, 0];
    probe.fillStyle = '#000';
    probe.fillStyle = css;
    probe.clearRect(0, 0, 1, 1);
    probe.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = probe.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
      1,
    ];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  /** The colour `element`'s text is painted in, and the colour behind it. */
  const paint = (element: Element, colour = getComputedStyle(element).color) => {
    const chain = [element, ...ancestors(element)];
    let opacity = 1;
    const layers: Rgba[] = [];
    const opacities: number[] = [];
    for (const at of chain) {
      opacity *= Number(getComputedStyle(at).opacity);
      opacities.push(opacity);
    }
    chain.forEach((at, index) => {
      const background = rgba(getComputedStyle(at).backgroundColor);
      background[3] *= opacities[index] ?? 1;
      layers.push(background);
    });
    let behind: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const text = rgba(colour);
    text[3] *= opacities[0] ?? 1;
    return { text: over(text, behind), behind };
  };

  const roots = [
    ...[...document.querySelectorAll(parts.overlays)],
    ...(document.querySelector(parts.overlays)
      ? []
      : [[...document.querySelectorAll(parts.page)].pop(), document.querySelector(parts.tabBar)]),
  ].filter((root): root is Element => root instanceof Element && shown(root));

  for (const root of roots) {
    const where =
      root.tagName === 'ION-TAB-BAR'
        ? 'tab bar'
        : root.classList.contains('ion-page')
          ? 'page'
          : root.tagName.toLowerCase();
    // Every element and text of the part, through shadow roots, in the flattened tree's order.
    const elements: Element[] = [];
    const texts: Text[] = [];
    const walk = (node: Node) => {
      for (const child of node.childNodes) {
        if (child instanceof Element) {
          if (/^(STYLE|SCRIPT|TEMPLATE)$/.test(child.tagName)) continue;
          elements.push(child);
          if (child.shadowRoot) walk(child.shadowRoot);
          walk(child);
        } else if (child instanceof Text && child.textContent.trim() !== '') {
          texts.push(child);
        }
      }
    };
    elements.push(root);
    if (root.shadowRoot) walk(root.shadowRoot);
    walk(root);

    // Text as laid out: each line's box, with the element that holds it.
    const lines: { text: Text; owner: Element; box: Box }[] = [];
    for (const text of texts) {
      const owner = parentOf(text);
      if (!owner || !shown(owner) || within(owner, '[aria-hidden="true"]')) continue;
      if (within(owner, 'ion-ripple-effect, ion-icon')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        lines.push({ text, owner, box: rect });
      }
    }

    // Controls: what a finger taps.
    const CONTROLS =
      'ion-button, ion-back-button, ion-tab-button, ion-toggle, ion-item[button], ion-item[href], a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="switch"], [role="tab"], [role="link"]';
    const controls = elements.filter(
      (element) =>
        element.matches(CONTROLS) &&
        !element.parentElement?.closest(CONTROLS) &&
        !(element.getRootNode() instanceof ShadowRoot) &&
        shown(element),
    );
    // A switch in a row is switched by a tap anywhere on the row (Ionic's item passes it on).
    const boxes = controls.map((control) =>
      (control.matches('ion-item > ion-toggle') && control.parentElement
        ? control.parentElement
        : control
      ).getBoundingClientRect(),
    );
    controls.forEach((control, index) => {
      const box = boxes[index];
      if (!box) return;
      if (box.width < rules.target - 0.5 || box.height < rules.target - 0.5) {
        fail(`${where}: ${name(control)} is ${say(box)}, under ${rules.target}x${rules.target}`);
      }
      boxes.forEach((other, otherIndex) => {
        if (otherIndex <= index) return;
        const w = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const h = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (w > 1 && h > 1) {
          fail(`${where}: ${name(control)} overlaps ${name(controls[otherIndex] ?? control)}`);
        }
      });
    });

    // Text that is cut: beyond a box that clips it, or beyond the window's sides.
    for (const { owner, box, text } of lines) {
      const words = text.textContent.trim().slice(0, 40);
      if (box.left < -1 || box.right > innerWidth + 1) {
        fail(`${where}: "${words}" runs off the window (${say(box)})`);
      }
      for (const at of [owner, ...ancestors(owner)]) {
        const style = getComputedStyle(at);
        const scrolls = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        const outer = at.getBoundingClientRect();
        const left = outer.left + at.clientLeft;
        const top = outer.top + at.clientTop;
        const right = left + (at.clientWidth || outer.width);
        const bottom = top + (at.clientHeight || outer.height);
        const cutX = clipsX && (box.left < left - 1.5 || box.right > right + 1.5);
        const cutY = clipsY && (box.top < top - 2 || box.bottom > bottom + 2);
        if (cutX || cutY) {
          fail(`${where}: "${words}" is cut by ${at.tagName.toLowerCase()}.${at.className}`);
          break;
        }
        // What a scroll area holds is brought into view by scrolling, not cut.
        if (at === root || scrolls) break;
      }
    }

    // A word broken across two lines is cut too.
    for (const text of new Set(lines.map((line) => line.text))) {
      // A link may break anywhere.
      if (lines.filter((line) => line.text === text).length < 2 || text.data.includes('://')) {
        continue;
      }
      const words = text.data.matchAll(/[\p{L}\p{M}]+/gu);
      for (const word of words) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) fail(`${where}: "${word[0]}" is broken across lines`);
      }
    }

    // Text over text, or over a control it is not part of.
    lines.forEach((line, index) => {
      const inControl = controls.find(
        (control) => control === line.owner || ancestors(line.owner).includes(control),
      );
      lines.forEach((other, otherIndex) => {
        if (otherIndex <= index || other.text === line.text) return;
        const w =
          Math.min(line.box.right, other.box.right) - Math.max(line.box.left, other.box.left);
        const h =
          Math.min(line.box.bottom, other.box.bottom) - Math.max(line.box.top, other.box.top);
        if (w > 1 && h > 2) {
          fail(
            `${where}: "${line.text.textContent.trim().slice(0, 30)}" overlaps "${other.text.textContent.trim().slice(0, 30)}"`,
          );
        }
      });
      controls.forEach((control, controlIndex) => {
        if (control === inControl) return;
        if (ancestors(control).includes(line.owner)) return;
        const box = boxes[controlIndex];
        if (!box) return;
        const w = Math.min(line.box.right, box.right) - Math.max(line.box.left, box.left);
        const h = Math.min(line.box.bottom, box.bottom) - Math.max(line.box.top, box.top);
        if (w > 1 && h > 2) {
          fail(
            `${where}: "${line.text.textContent.trim().slice(0, 30)}" is under ${name(control)}`,
          );
        }
      });
    });

    // Text against an edge of its surface: the page, the sheet or the menu it is drawn on.
    if (where !== 'tab bar') {
      for (const { owner, box, text } of lines) {
        const surface = [owner, ...ancestors(owner)].find(
          (at) =>
            at.matches('.modal-wrapper, .menu-inner, ion-toolbar') ||
            (at.classList.contains('ion-page') && !at.matches('ion-tabs')),
        );
        if (!surface) continue;
        const edges = surface.getBoundingClientRect();
        const inset = Math.min(box.left - edges.left, edges.right - box.right);
        if (inset < rules.edge - 0.5) {
          fail(
            `${where}: "${text.textContent.trim().slice(0, 30)}" is ${px(inset)} px from the edge of ${surface.tagName.toLowerCase()}`,
          );
        }
      }
    }

    // Sizes and contrast: every text readable; secondary text as readable as a label.
    const SECONDARY = 'ion-note, ion-label p, .live-value, .section-title, .page-intro';
    for (const { owner } of lines) {
      const style = getComputedStyle(owner);
      const size = parseFloat(style.fontSize);
      if (size < rules.minTextPx - 0.1) fail(`${where}: ${name(owner)} is ${size} px text`);
      const secondary = within(owner, SECONDARY);
      if (secondary && size < rules.secondaryMinPx - 0.1) {
        fail(`${where}: secondary text ${name(owner)} is ${size} px`);
      }
      const disabled = within(
        owner,
        '.button-disabled, .toggle-disabled, .item-disabled, [disabled], [aria-disabled="true"]',
      );
      if (!disabled && !secondary) continue;
      const { text, behind } = paint(owner);
      const ratio = contrast(text, behind);
      const least = disabled ? rules.disabledContrast : rules.textContrast;
      if (ratio < least - 0.01) {
        fail(
          `${where}: ${disabled ? 'disabled' : 'secondary'} text ${name(owner)} has contrast ${ratio.toFixed(2)}, under ${least}`,
        );
      }
    }

    // A value at a row's end is the size of the row's label (About's values, in every mode).
    for (const end of elements.filter((element) =>
      element.matches('ion-item > ion-note[slot="end"], ion-item > ion-text[slot="end"]'),
    )) {
      const label = end.parentElement?.querySelector(':scope > ion-label');
      if (!label || !shown(end)) continue;
      const [a, b] = [getComputedStyle(end).fontSize, getComputedStyle(label).fontSize];
      if (a !== b) fail(`${where}: ${name(end)} is ${a} beside its label's ${b}`);
    }

    // Rows: one size for the labels of a list; a label beside a control takes two lines at most;
    // the space above a row's text and below it the same.
    for (const list of elements.filter((element) => element.tagName === 'ION-LIST')) {
      const sizes = new Map<string, string>();
      for (const item of list.querySelectorAll(':scope > ion-item')) {
        if (!shown(item)) continue;
        const first = lines.find(
          (line) =>
            ancestors(line.owner).includes(item) &&
            !within(line.owner, 'ion-button, .choice, .button-row'),
        );
        if (first) sizes.set(name(item), getComputedStyle(first.owner).fontSize);
        const endControl = item.querySelector(':scope > ion-button[slot="end"]');
        const label = item.querySelector(':scope > ion-label');
        if (endControl && label) {
          const labelText = lines.filter(
            (line) => line.owner === label || line.owner.parentElement === label,
          );
          const rows = new Set(labelText.map((line) => Math.round(line.box.top)));
          if (rows.size > rules.labelLines) {
            fail(`${where}: ${name(label)} takes ${rows.size} lines beside ${name(endControl)}`);
          }
        }
        const own = lines.filter(
          (line) => ancestors(line.owner).includes(item) && !within(line.owner, 'ion-button'),
        );
        if (own.length === 0 || item.querySelector('ion-button')) continue;
        const row = item.getBoundingClientRect();
        const top = Math.min(...own.map((line) => line.box.top));
        const bottom = Math.max(...own.map((line) => line.box.bottom));
        const [above, below] = [top - row.top, row.bottom - bottom];
        if (Math.abs(above - below) > rules.rowBalance || Math.min(above, below) < 6) {
          fail(`${where}: ${name(item)} has ${px(above)} px above its text and ${px(below)} below`);
        }
      }
      if (new Set(sizes.values()).size > 1) {
        fail(`${where}: a list's labels differ in size: ${JSON.stringify([...sizes])}`);
      }
    }
    // Lists share one inset, dividers included: each row's divider spans the same width.
    const dividers = new Set(
      elements
        .filter((element) => element.matches('ion-list > ion-item') && shown(element))
        .map((item) => {
          const inner = item.shadowRoot?.querySelector('.item-inner');
          const box = (inner ?? item).getBoundingClientRect();
          return `${px(box.left)}-${px(box.right)}`;
        }),
    );
    const choiceDividers = elements
      .filter((element) => element.matches('.choice') && shown(element))
      .map((choice) => {
        const box = choice.getBoundingClientRect();
        return `${px(box.left)}-${px(box.right)}`;
      });
    for (const divider of choiceDividers) {
      if (!dividers.has(divider)) {
        fail(
          `${where}: a choice's divider spans ${divider}, the lists' ${[...dividers].join(' ')}`,
        );
      }
    }

    // Running text: room between its lines, and before the section under it.
    // Ionic's own labels keep their mode's type; running text is the app's paragraphs.
    for (const block of elements.filter(
      (element) => element.matches('p, .page-intro') && !within(element, 'ion-label'),
    )) {
      if (!shown(block)) continue;
      const own = lines.filter((line) => line.owner === block);
      if (new Set(own.map((line) => Math.round(line.box.top))).size < 2) continue;
      const style = getComputedStyle(block);
      const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      if (!(ratio >= rules.lineHeight - 0.01)) {
        fail(`${where}: ${name(block)} runs ${style.lineHeight} lines for ${style.fontSize} text`);
      }
    }
    for (const title of elements.filter((element) => element.matches('.section-title'))) {
      const section = title.closest('section');
      const before = section?.previousElementSibling;
      if (!before || !shown(title) || !before.matches('.page-intro')) continue;
      const gap = title.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
      if (gap < rules.sectionGap - 0.5) {
        fail(`${where}: ${px(gap)} px between ${name(before)} and ${name(title)}`);
      }
    }

    // A switch's knob shows its state, on the end that means "on" in the document's direction.
    for (const toggle of elements.filter((element) => element.tagName === 'ION-TOGGLE')) {
      const track = toggle.shadowRoot?.querySelector('.toggle-icon');
      const knob = toggle.shadowRoot?.querySelector('.toggle-inner');
      if (!track || !knob || !shown(toggle)) continue;
      const [t, k] = [track.getBoundingClientRect(), knob.getBoundingClientRect()];
      const atRight = k.left + k.width / 2 > t.left + t.width / 2;
      const on = toggle.getAttribute('aria-checked') === 'true';
      const rtl = getComputedStyle(toggle).direction === 'rtl';
      if (atRight !== (on !== rtl)) {
        fail(
          `${where}: ${name(toggle)} is ${on ? 'on' : 'off'}, its knob at the ${atRight ? 'right' : 'left'} in a ${rtl ? 'right-to-left' : 'left-to-right'} page`,
        );
      }
    }

    // Words a person reads: no name from the code.
    const CODE =
      /\b(?!iOS\b|iPhone|iPad|macOS)[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z][a-z]\w*|\w\(|\b(true|false|null|undefined)\b/;
    for (const { text } of lines) {
      const words = text.textContent.replace(/https?:\/\/\S+/g, '');
      const found = CODE.exec(words);
      if (found) fail(`${where}: "${words.trim().slice(0, 60)}" shows code: ${found[0]}`);
    }
  }
  return faults;
}
