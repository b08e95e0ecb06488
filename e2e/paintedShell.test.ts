/**
 * P6, P15: the painted shell (src/startup/shell.ts, shell.css) is what a person sees until the
 * page is: for a client render, and while a hop fetches the right page. The page then paints over
 * it in the same place, so every pixel of the header and the tab bar must stay put and keep its
 * colour; only the content appears. Here the app's scripts are blocked, so the prerendered page
 * stands over the shell and both are laid out at once: each part of the shell is read beside the
 * page's, from the boxes and styles the browser laid out.
 */
import { devices, type BrowserContextOptions } from '@playwright/test';
import { SHOWN_PAGE } from './support/app.ts';
import { expect, longRun, test } from './support/fixtures.ts';
import { LOCALES } from './support/texts.ts';

/** Every module script of the app: blocked, the page is only what the server sent. */
const APP_SCRIPTS = /\/assets\/.*\.js$/;

/**
 * The phones of each of Ionic's modes the issue was measured on; the Pixel's pixel ratio is not a
 * whole number, the harder case for a hairline and for text on a fractional pixel.
 */
const PHONES = {
  md: devices['Pixel 7'],
  ios: devices['iPhone 13'],
} as const;

/** A tablet held sideways: the tabs are a navigation rail (P12). */
const WIDE = { width: 1024, height: 768 };

/**
 * Boxes may differ by this much, in CSS px: a text's box comes from its glyphs' sub-pixel metrics,
 * and a box that starts on a fractional pixel is snapped to device pixels when painted. Colours,
 * fonts and lines are compared exactly.
 */
const BOX_TOLERANCE = 0.5;

/** What a person sees of a header and a tab bar: boxes ([x, y, width, height]) and computed styles. */
type Look = Record<string, readonly number[] | string>;

/** Which element of the shell and of the page draws each part. */
interface Parts {
  readonly header: string;
  /** What draws the header's background and its lines, over the header's whole box. */
  readonly headerLayers: readonly string[];
  readonly headerBackground: string;
  readonly title: string;
  readonly tabBar: string;
  readonly tab: string;
  readonly icon: string;
  readonly label: string;
  readonly content: string;
}

const SHELL: Parts = {
  header: '#boot-shell .boot-header',
  headerLayers: ['#boot-shell .boot-header', '#boot-shell .boot-header::after'],
  headerBackground: '#boot-shell .boot-header::after',
  title: '#boot-shell .boot-title',
  tabBar: '#boot-shell .boot-tabs',
  tab: '#boot-shell .boot-tab',
  icon: '.boot-icon',
  label: '.boot-label',
  content: '#boot-shell',
};

const PAGE: Parts = {
  header: `#root ${SHOWN_PAGE} > ion-header`,
  headerLayers: [
    `#root ${SHOWN_PAGE} > ion-header`,
    `#root ${SHOWN_PAGE} > ion-header ion-toolbar`,
    `#root ${SHOWN_PAGE} > ion-header ion-toolbar >>> .toolbar-background`,
  ],
  headerBackground: `#root ${SHOWN_PAGE} > ion-header ion-toolbar >>> .toolbar-background`,
  title: `#root ${SHOWN_PAGE} > ion-header ion-title h1`,
  tabBar: '#root ion-tabs > ion-tab-bar',
  tab: '#root ion-tabs > ion-tab-bar > ion-tab-button',
  icon: 'ion-icon',
  label: 'ion-label',
  content: `#root ${SHOWN_PAGE} > ion-content #background-content`,
};

/**
 * The look of the header and the tab bar drawn by `parts`. It runs in the page, so it is
 * self-contained. `host >>> part` is a part in the host's shadow root if it has one (Ionic's
 * toolbar draws its background in one once hydrated), else in the host; `::after`, a pseudo-element.
 */
function lookOf({ parts, withTitle }: { parts: Parts; withTitle: boolean }): Look {
  const find = (selector: string): Element | null => {
    const [outer = '', inner] = selector.split(' >>> ');
    const host = document.querySelector(outer);
    return inner ? ((host?.shadowRoot ?? host)?.querySelector(inner) ?? null) : host;
  };
  const styleOf = (selector: string) => {
    const [element, pseudo] = selector.split('::');
    const found = find(element ?? '');
    if (!found) throw new Error(`nothing draws ${selector}`);
    return getComputedStyle(found, pseudo ? `::${pseudo}` : null);
  };
  const rect = ({ x, y, width, height }: DOMRect) => [x, y, width, height];
  const boxOf = (element: Element | null) => (element ? rect(element.getBoundingClientRect()) : []);
  const textBoxOf = (element: Element | null) => {
    if (!element) return [];
    const range = document.createRange();
    range.selectNodeContents(element);
    return rect(range.getBoundingClientRect());
  };
  const fontOf = (style: CSSStyleDeclaration) =>
    [style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle, style.letterSpacing].join(
      ' ',
    );
  /** Each line an element draws round its box: a side, its width, style and colour. */
  const linesOf = (style: CSSStyleDeclaration) =>
    (['Top', 'Right', 'Bottom', 'Left'] as const)
      .filter((side) => style[`border${side}Style`] !== 'none')
      .filter((side) => parseFloat(style[`border${side}Width`]) > 0)
      .map(
        (side) =>
          `${side.toLowerCase()} ${style[`border${side}Width`]} ${style[`border${side}Style`]} ${style[`border${side}Color`]}`,
      );

  const look: Record<string, readonly number[] | string> = {};
  const header = find(parts.header);
  look['header box'] = boxOf(header);
  look['header background'] = styleOf(parts.headerBackground).backgroundColor;
  look['header lines'] = parts.headerLayers.flatMap((layer) => linesOf(styleOf(layer))).join(', ');
  look['header shadow'] = parts.headerLayers
    .map((layer) => styleOf(layer).boxShadow)
    .filter((shadow) => shadow !== 'none')
    .join(', ');
  if (withTitle) {
    const title = find(parts.title);
    look['title'] = title?.textContent.trim() ?? '';
    look['title text'] = textBoxOf(title);
    look['title font'] = title ? fontOf(getComputedStyle(title)) : '';
    look['title colour'] = title ? getComputedStyle(title).color : '';
  }
  const tabBar = find(parts.tabBar);
  look['tab bar box'] = boxOf(tabBar);
  look['tab bar background'] = styleOf(parts.tabBar).backgroundColor;
  look['tab bar lines'] = linesOf(styleOf(parts.tabBar)).join(', ');
  document.querySelectorAll(parts.tab).forEach((tab, index) => {
    const name = `tab ${index + 1}`;
    const icon = tab.querySelector(parts.icon);
    const label = tab.querySelector(parts.label);
    look[`${name} box`] = boxOf(tab);
    look[`${name} icon box`] = boxOf(icon);
    if (icon) {
      const style = getComputedStyle(icon);
      look[`${name} icon`] =
        `${style.color} on ${style.backgroundColor}, corners ${style.borderRadius}`;
    }
    look[`${name} label`] = label?.textContent.trim() ?? '';
    look[`${name} label text`] = textBoxOf(label);
    if (label) {
      const style = getComputedStyle(label);
      look[`${name} label style`] = `${style.color}, ${fontOf(style)}`;
    }
  });
  look['content background'] = styleOf(parts.content).backgroundColor;
  return look;
}

/** Each part whose look differs, in words: the shell's, then the page's. */
function differences(shell: Look, page: Look): string[] {
  const say = (value: readonly number[] | string | undefined) =>
    typeof value === 'string' || value === undefined
      ? String(value)
      : `[${value.map((number) => Math.round(number * 100) / 100).join(', ')}]`;
  const keys = [...new Set([...Object.keys(page), ...Object.keys(shell)])];
  return keys.flatMap((key) => {
    const [mine, theirs] = [shell[key], page[key]];
    const same =
      typeof mine === 'object' && typeof theirs === 'object'
        ? mine.length === theirs.length &&
          mine.every((value, at) => Math.abs(value - (theirs[at] ?? NaN)) <= BOX_TOLERANCE)
        : mine === theirs;
    return same ? [] : [`${key}: the shell's ${say(mine)}, the page's ${say(theirs)}`];
  });
}

interface Case {
  readonly mode: 'md' | 'ios';
  readonly colorScheme: 'light' | 'dark';
  /** What the case adds, in the test's name. */
  readonly what?: string;
  readonly path?: string;
  readonly options?: BrowserContextOptions;
  /** Safe-area insets, as Capacitor passes them on Android (src/theme/variables.css). */
  readonly insets?: Readonly<Record<'top' | 'right' | 'bottom' | 'left', number>>;
  /** Left to the long run: the everyday suite proves the clause on the other cases. */
  readonly long?: boolean;
}

const CASES: readonly Case[] = [
  { mode: 'md', colorScheme: 'light' },
  { mode: 'md', colorScheme: 'dark' },
  { mode: 'ios', colorScheme: 'light' },
  { mode: 'ios', colorScheme: 'dark' },
  { mode: 'md', colorScheme: 'light', what: 'the rail', options: { viewport: WIDE } },
  { mode: 'ios', colorScheme: 'dark', what: 'the rail', options: { viewport: WIDE } },
  { mode: 'md', colorScheme: 'dark', what: 'right to left', options: { locale: LOCALES.ar } },
  {
    mode: 'ios',
    colorScheme: 'light',
    what: 'the rail, right to left',
    options: { viewport: WIDE, locale: LOCALES.ar },
  },
  { mode: 'ios', colorScheme: 'light', what: 'a pushed page', path: '/tabs/explore/back-button' },
  ...(
    [
      ['ios', 'light'],
      ['md', 'dark'],
    ] as const
  ).map(([mode, colorScheme]): Case => ({
    mode,
    colorScheme,
    what: 'German at 320 px',
    path: '/tabs/settings',
    options: { viewport: { width: 320, height: 640 }, locale: LOCALES.de },
    long: true,
  })),
  {
    mode: 'md',
    colorScheme: 'dark',
    what: 'a pushed page',
    path: '/tabs/explore/back-button',
    long: true,
  },
  {
    mode: 'md',
    colorScheme: 'light',
    what: 'safe areas',
    insets: { top: 24, right: 12, bottom: 16, left: 8 },
  },
  {
    mode: 'ios',
    colorScheme: 'dark',
    what: 'the rail, safe areas',
    options: { viewport: WIDE },
    insets: { top: 20, right: 0, bottom: 20, left: 44 },
    long: true,
  },
];

test.describe('P6, P15: the painted shell under the page', () => {
  for (const { mode, colorScheme, what, path = '/tabs/explore', options, insets, long } of CASES) {
    test(
      `P6, P15: the painted shell draws the page's header and tab bar at the same places and in the same colours (${[mode, colorScheme, what].filter(Boolean).join(', ')})`,
      longRun(long === true),
      async ({ newPhoneContext }) => {
        const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = PHONES[mode];
        const context = await newPhoneContext({
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          colorScheme,
          ...options,
        });
        await context.route(APP_SCRIPTS, (route) => route.abort());
        const page = await context.newPage();
        await page.goto(path);
        if (insets) {
          await page.addStyleTag({
            content: `:root { ${Object.entries(insets)
              .map(([side, px]) => `--safe-area-inset-${side}: ${px}px;`)
              .join(' ')} }`,
          });
          await expect(page.locator(`${PAGE.header} ion-toolbar`)).toHaveCSS(
            'padding-top',
            `${insets.top}px`,
          );
        }
        await expect(page.locator('#root ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        await expect(page.locator('#boot-shell')).toBeAttached();
        const rightToLeft = options?.locale === LOCALES.ar;
        await expect(page.locator('html')).toHaveAttribute('dir', rightToLeft ? 'rtl' : 'ltr');
        // The title is the tab's at its root; a pushed page's own title is the page's alone.
        const withTitle = path.split('/').filter(Boolean).length === 2;
        if (!withTitle) await expect(page.locator('#boot-shell .boot-title')).toHaveText('');
        const [shell, prerendered] = await Promise.all([
          page.evaluate(lookOf, { parts: SHELL, withTitle }),
          page.evaluate(lookOf, { parts: PAGE, withTitle }),
        ]);
        expect(Object.keys(shell).length, 'every part was read').toBeGreaterThan(20);
        expect(differences(shell, prerendered)).toEqual([]);
      },
    );
  }
});
