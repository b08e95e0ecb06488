// @vitest-environment node
/**
 * The Ionic boundary, checked against the installed packages in one fast file (issue 29): every
 * place the app leans on Ionic's, Stencil's or Capacitor's internals, what it assumes, and what
 * upstream change would retire it. After an upgrade, `npx vitest run vite/ionic src/ionic` names
 * each assumption that broke, in seconds (the drill: docs/upstream/upgrade-drill.md).
 *
 * The rewrites of Ionic's outlet and wrappers have tests of their own beside them (what they do);
 * here each is asked only whether it still fits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arrowBackSharp, chevronBack } from 'ionicons/icons';
import pkg from '../../package.json' with { type: 'json' };
import { PAGE_HIDDEN, PAGE_INVISIBLE } from '../../src/ionic/outletPages';
import { darkPaletteProblems } from './darkPaletteOnBody';
import { definitionProblems } from './definitionsPatch';
import { outletFirstView, outletPreparedViews } from './outletPatch';
import { ICON_ELEMENT, STENCIL_RUNTIME } from './plugin';
import { installedModeStyles, unsplitTags } from './modeStyles';
import { IONIC_PURE_MODULES } from './pureModules';
import { shadowTags } from './scopedStyles';
import { workaroundProblems } from './reactWorkarounds';

/** An installed package's folder (ionicons exports no `package.json`, so not through `require`). */
const packageDir = (name: string) => join(import.meta.dirname, '../../node_modules', name);
const read = (name: string, file: string) => readFileSync(join(packageDir(name), file), 'utf8');
const has = (text: string, needle: string, what: string) => (text.includes(needle) ? [] : [what]);

const ionicReactRouter = () => read('@ionic/react-router', 'dist/index.js');
const ionicReact = () => read('@ionic/react', 'dist/index.js');
const hydrate = () => read('@ionic/core', 'hydrate/index.js');

interface Coupling {
  /** Where the app leans on the package. */
  readonly file: string;
  /** What it assumes, in a few words. */
  readonly assumes: string;
  /** The upstream issue or change that would let it go. */
  readonly retire: string;
  /** What no longer holds in the installed packages: nothing, while the coupling fits. */
  readonly problems: () => string[];
}

const COUPLINGS: readonly Coupling[] = [
  {
    file: 'package.json',
    assumes: 'one copy each of @ionic/core, @ionic/react and @ionic/react-router, in step',
    retire: 'nothing: Ionic publishes its packages in step (each depends on an exact version)',
    problems: () => ionicVersionsOutOfStep(),
  },
  {
    file: 'vite/ionic/outletPatch.ts',
    assumes:
      "IonRouterOutlet's StackManager creates its first view only once mounted, and its view items can be created for a route not shown",
    retire:
      "ionic-team/ionic-framework#29690, server rendering in @ionic/react (docs/upstream/ionic-router-first-view.md); an IonTabs option to render each tab's root before its first tap",
    problems: () => [
      ...outletFirstView.problems(ionicReactRouter()),
      ...outletPreparedViews.problems(ionicReactRouter()),
    ],
  },
  {
    file: 'src/ionic/outlet.ts',
    assumes:
      "StackManager's members it reads (_isMounted, id, props.routeInfo, ionRouterOutlet, context's view items)",
    retire: 'as vite/ionic/outletPatch.ts, which calls it',
    problems: () =>
      [
        'this._isMounted = true;',
        'this.ionRouterOutlet = ionRouterOutlet;',
        'getViewItemsForOutlet(outletId) {',
        'findViewItemByRouteInfo = (routeInfo, outletId, updateMatch) => {',
        'createViewItem = (outletId, reactElement, routeInfo, page) => {',
        'getParentPath() {',
      ].flatMap((member) =>
        has(ionicReactRouter() + ionicReact(), member, `the outlet no longer has \`${member}\``),
      ),
  },
  {
    file: 'vite/ionic/reactWorkarounds.ts',
    assumes: "@ionic/react's wrappers are top-level createReactComponent calls with these events",
    retire:
      'stenciljs/output-targets#491 and ionic-team/ionic-framework#25212, wrappers that tree-shake',
    problems: () => workaroundProblems(ionicReact()),
  },
  {
    file: 'vite/ionic/definitionsPatch.ts',
    assumes:
      "@ionic/react's wrappers define their element when created, passing defineCustomElement",
    retire:
      'stenciljs/output-targets#491, wrappers created where they are used; or Stencil upgrading hydrated hosts in slices',
    problems: () => definitionProblems(ionicReact()),
  },
  {
    file: 'vite/ionic/darkPaletteOnBody.ts',
    assumes: "Ionic's class palette keys off .ion-palette-dark on <html>",
    retire:
      'ionic-team/ionic-framework#28833, dark palettes on :root rather than one class on <html>',
    problems: () => darkPaletteProblems(read('@ionic/core', 'css/palettes/dark.class.css')),
  },
  {
    file: 'vite/ionic/plugin.ts',
    assumes: `@ionic/react imports its wrappers' runtime from ${STENCIL_RUNTIME}, whose createComponent takes { tagName, react, events }; its IonIcon imports ${ICON_ELEMENT.imported}, which @ionic/core ships too`,
    retire:
      "ionic-team/ionic-framework#29715 with stenciljs/output-targets#831, @ionic/react on the server-capable output target; @ionic/react importing @ionic/core's ion-icon",
    problems: () => [
      ...has(
        ionicReact(),
        `from '${ICON_ELEMENT.imported}'`,
        `@ionic/react no longer imports ${ICON_ELEMENT.imported}: the redirect to ${ICON_ELEMENT.served} does nothing`,
      ),
      ...has(
        read('@ionic/core', 'components/ion-icon.js'),
        'IonIcon',
        `@ionic/core no longer ships ${ICON_ELEMENT.served}`,
      ),
      ...has(
        ionicReact(),
        `from '${STENCIL_RUNTIME}'`,
        `@ionic/react no longer imports ${STENCIL_RUNTIME}`,
      ),
      // Its options are @lit/react's, which stencilReactOnServer.ts reads on the server.
      ...['tagName: string;', 'react: typeof React;', 'events?: E;'].flatMap((option) =>
        has(
          read('@lit/react', 'create-component.d.ts'),
          option,
          `createComponent's options no longer have \`${option}\``,
        ),
      ),
    ],
  },
  {
    file: 'vite/ionic/paint.ts',
    assumes:
      "Stencil's hydrate annotates shadow hosts s-id, marks slot-less hosts' children hidden, starts ion-content at -1px",
    retire:
      'stenciljs/core#6726 and stenciljs/output-targets#657, hydrate output the client adopts as is',
    problems: () => [
      ...has(hydrate(), 's-id', 'the hydrate no longer annotates hosts (s-id)'),
      ...has(
        read('@ionic/core', 'components/index.js') + clientRuntime(),
        's-id',
        'the client no longer reads s-id',
      ),
      ...has(hydrate(), "'--offset-top'", 'ion-content no longer sets --offset-top'),
    ],
  },
  {
    file: 'vite/ionic/ionIcons.ts',
    assumes: "ion-icon draws into .icon-inner; ion-item's chevron is ion-icon.item-detail-icon",
    retire: 'ionic-team/ionicons#886 and stenciljs/core#2401, icons rendered on the server',
    problems: () => [
      ...has(
        read('ionicons', 'components/ion-icon.js'),
        'icon-inner',
        'ion-icon has no .icon-inner',
      ),
      ...has(hydrate(), 'icon-inner', "the hydrate's ion-icon has no .icon-inner"),
      ...has(hydrate(), 'item-detail-icon', "ion-item's chevron is no longer .item-detail-icon"),
      ...backButtonIconProblems(),
    ],
  },
  {
    file: 'vite/ionic/scopedStyles.ts',
    assumes:
      'Stencil\'s metadata `[flags,"ion-x",{` (flag 1: shadow), scoped hosts `.sc-ion-x-mode-h`, slots `.sc-ion-x-mode-s >`',
    retire: 'stenciljs/core#6726, scoped output that keeps the shadow cascade',
    problems: () => {
      const shadow = shadowTags();
      const missing = ['ion-tabs', 'ion-tab-bar', 'ion-tab-button', 'ion-item', 'ion-toolbar']
        .filter((tag) => !shadow.has(tag))
        .map((tag) => `${tag} is no longer found as a shadow component`);
      const css = read('@ionic/core', 'hydrate/index.js');
      return [
        ...missing,
        ...(shadow.has('ion-app') ? ['ion-app (not shadow) is read as shadow'] : []),
        ...has(css, 'sc-', 'the hydrate no longer writes scoped classes (sc-)'),
        ...has(css, '-h', 'the hydrate no longer marks scoped hosts (-h)'),
        ...has(css, '-s', 'the hydrate no longer marks scoped slots (-s)'),
      ];
    },
  },
  {
    file: 'vite/ionic/pureModules.ts',
    assumes:
      'Ionic declares no sideEffects, and its component modules define elements only when asked',
    retire:
      'no upstream issue for @ionic/core and @ionic/react declaring "sideEffects" (closest: ionic-team/ionic-framework#17008, for @ionic/angular)',
    problems: () => [
      ...['@ionic/core', '@ionic/react'].flatMap((name) =>
        'sideEffects' in (JSON.parse(read(name, 'package.json')) as object)
          ? [`${name} now declares sideEffects: the rule may be retired, or may contradict it`]
          : [],
      ),
      // ionicons says so itself: only its icon imports have side effects.
      ...(JSON.stringify(
        (JSON.parse(read('ionicons', 'package.json')) as { sideEffects?: unknown }).sideEffects,
      ) === '["icons/imports/"]'
        ? []
        : ['ionicons changed its sideEffects: check ionicons/components still has none']),
      ...definingModules().map((file) => `${file} defines an element as it loads`),
    ],
  },
  {
    file: 'src/ionic/lazyIonic.ts',
    assumes:
      '@ionic/core/components/ion-{menu,modal}.js each export the element and defineCustomElement, and @ionic/core is declared; ion-menu registers itself in an async connectedCallback and unregisters in an async disconnectedCallback, so a move (a prerendered menu, hydrated) loses it',
    retire:
      'ionic-team/ionic-framework#25212 and stenciljs/output-targets#491, wrappers that load with their component; an ion-menu that survives a move (no upstream issue found)',
    problems: () => [
      ...has(
        ionMenuCode(),
        'async disconnectedCallback(){await this.close(!1),this.blocker.destroy(),',
        'ion-menu no longer unregisters after an await as it is disconnected: a prerendered menu may be safe',
      ),
      ...['ion-menu', 'ion-modal'].flatMap((tag) =>
        has(
          read('@ionic/core', `components/${tag}.js`),
          ' as defineCustomElement}',
          `${tag}.js exports no defineCustomElement`,
        ),
      ),
      ...(pkg.dependencies['@ionic/core'] ===
      (JSON.parse(read('@ionic/react', 'package.json')) as { dependencies: Record<string, string> })
        .dependencies['@ionic/core']
        ? []
        : ["package.json's @ionic/core differs from the one @ionic/react depends on"]),
    ],
  },
  {
    file: 'src/ionic/lazyToggle.ts',
    assumes: '@ionic/core/components/ion-toggle.js exports the element and defineCustomElement',
    retire:
      'ionic-team/ionic-framework#25212 and stenciljs/output-targets#491, wrappers that load with their component',
    problems: () =>
      has(
        read('@ionic/core', 'components/ion-toggle.js'),
        ' as defineCustomElement}',
        'ion-toggle.js exports no defineCustomElement',
      ),
  },
  {
    file: 'src/ionic/outletPages.ts',
    assumes: `Ionic's outlet hides a kept page with .${PAGE_HIDDEN} and aria-hidden, and an entering one with .${PAGE_INVISIBLE}`,
    retire:
      'ionic-team/ionic-framework#25477, how IonTabs hides a kept page; a lifecycle event on a tab switch would do',
    problems: () => [
      ...[PAGE_HIDDEN, PAGE_INVISIBLE].flatMap((name) =>
        has(ionicReact(), `'${name}'`, `@ionic/react no longer uses ${name}`),
      ),
      ...[
        `element.classList.add('${PAGE_HIDDEN}');\n        element.setAttribute('aria-hidden', 'true');`,
        `element.classList.remove('${PAGE_HIDDEN}');\n        element.removeAttribute('aria-hidden');`,
      ].flatMap((step) =>
        has(
          ionicReactRouter(),
          step,
          `the outlet no longer hides and shows a page by .${PAGE_HIDDEN} with aria-hidden`,
        ),
      ),
      ...has(
        read('@ionic/core', 'css/core.css'),
        `.${PAGE_HIDDEN}{display:none !important}`,
        `core.css no longer hides .${PAGE_HIDDEN}`,
      ),
      ...has(
        read('@ionic/core', 'css/core.css'),
        `.${PAGE_INVISIBLE}{opacity:0}`,
        `core.css no longer fades .${PAGE_INVISIBLE}`,
      ),
    ],
  },
  {
    file: 'src/ionic/setup.ts',
    assumes:
      'setupIonicReact only marks <html> .ion-ce and calls initialize; configFromURL reads `ionic:` keys',
    retire: 'ionic-team/ionic-framework#22121, a config the address cannot change',
    problems: () => [
      ...setupIonicReactProblems(),
      ...has(
        ionicCoreChunks(),
        '"ionic:"',
        "@ionic/core's configFromURL no longer reads the `ionic:` prefix",
      ),
    ],
  },
  {
    file: 'src/ionic/platformStyles.css',
    assumes:
      "ion-app's only rules on a platform class are `html.plt-mobile ion-app`'s text selection, and Ionic's `mobile` platform is a coarse pointer",
    retire: 'ionic-team/ionic-framework#22121, the platform classes known before Ionic runs',
    problems: () => platformStyleProblems(),
  },
  {
    file: 'src/ionic/hiddenPages.css',
    assumes: `core.css hides .${PAGE_HIDDEN} by display alone, and an outlet's pages are its children, absolutely placed and contained`,
    retire:
      'ionic-team/ionic-framework#7177 (closed unfixed, 2016): a kept page hidden by visibility, not display',
    problems: () => [
      ...has(
        read('@ionic/core', 'css/core.css'),
        `.${PAGE_HIDDEN}{display:none !important}`,
        `core.css no longer hides .${PAGE_HIDDEN} by display`,
      ),
      ...has(
        read('@ionic/core', 'css/core.css'),
        '.ion-page{left:0;right:0;top:0;bottom:0;display:flex;position:absolute;flex-direction:column;justify-content:space-between;contain:layout size style;z-index:0}',
        "core.css's .ion-page is no longer an absolutely placed, contained flex column",
      ),
      // StackManager's render: the outlet element, cloned with the stack's pages as its children.
      ...['React.cloneElement(ionRouterOutlet, {', '}, components)));'].flatMap((step) =>
        has(
          ionicReactRouter(),
          step,
          "@ionic/react-router's outlet no longer has its pages as its children",
        ),
      ),
    ],
  },
  {
    file: 'src/ionic/SteadyNavContext.tsx',
    assumes: "IonPage registers its page under NavContext's routeInfo, read when it mounts",
    retire: 'a NavContext value that keeps its identity across navigations',
    problems: () => [
      ...has(
        ionicReact(),
        'routeInfo: this.context.routeInfo',
        'IonPage no longer takes its route from NavContext',
      ),
      ...has(
        ionicReact(),
        'this.context.registerIonPage(this.ionPageElementRef.current, this.props.routeInfo);',
        'IonPage no longer registers its page under that route',
      ),
    ],
  },
  {
    file: 'vite/ionic/modeStyles.ts',
    assumes:
      'each first-screen element has `static get style(){return{ios:…,md:…}}` before its metadata, read by the client runtime when it first connects, by mode',
    retire:
      "no upstream issue found: Stencil's custom elements output, which @ionic/react uses, has every mode's styles in each element's module",
    problems: () => [
      ...unsplitTags(installedModeStyles()).map(
        (tag) => `${tag} no longer has its styles by mode in the form the build splits`,
      ),
      // initializeComponent: `o.style` read when an element first connects, then `o.style[mode]`.
      ...(/(\w+)\.style\[\w+\.\w+\]/.test(clientRuntime())
        ? []
        : ["the client runtime no longer picks an element's styles by its mode"]),
    ],
  },
  {
    file: 'src/ionic/modeStyles.ts',
    assumes:
      "the client runtime reads an element's style getter when the element first connects (initializeComponent), not when it is defined",
    retire: 'as vite/ionic/modeStyles.ts',
    problems: () =>
      /whenDefined\(\w+\.localName\)[\s\S]{0,80}"string"==typeof (\w+)\.style\?\w+=\1\.style/.test(
        clientRuntime(),
      )
        ? []
        : ["the client runtime no longer reads an element's style getter as it first connects"],
  },
  {
    file: 'src/ionic/backButton.ts',
    assumes:
      'Ionic answers `backbutton` by asking `ionBackButton` listeners to register(priority, handler(next)), the highest first; overlays register at 100, the menu at 99',
    retire: 'nothing: this is Ionic’s documented hardware back button API',
    problems: () => hardwareBackProblems(),
  },
  {
    file: 'src/ionic/closeRequests.ts',
    assumes:
      'overlays emit ion<Overlay>DidPresent/DidDismiss and are hidden by .overlay-hidden, the menu emits ionDidOpen/ionDidClose and shows by .show-menu, and without experimentalCloseWatcher overlays close on an Escape keydown of their own',
    retire:
      'ionic-team/ionic-framework#29648, a CloseWatcher only while an overlay or menu is open',
    problems: () => closeRequestProblems(),
  },
  {
    file: 'src/ionic/prerendered.ts',
    assumes:
      'a prerendered ion-tab-button carries tab and href and is selected by .tab-selected, ion-back-button its default-href, ion-item its href; activatable parts are .ion-activatable; the page shown is the outlet’s .ion-page not hidden, its title in ion-title',
    retire:
      'ionic-team/ionic-framework#29690, server rendering in @ionic/react, with a hydration that answers taps before the app runs',
    problems: () => prerenderedProblems(),
  },
  {
    file: 'src/ionic/tabTapsInOrder.ts',
    assumes:
      "IonTabBar navigates on its button's click, which a capture listener on the bar can hold back and make again",
    retire:
      'an outlet that keeps track of its pages when a navigation starts before the last one has shown its page (no upstream issue found)',
    problems: () =>
      has(
        ionicReact(),
        'return jsx(IonTabButtonInner, { onIonTabButtonClick: this.handleIonTabButtonClick, ...rest });',
        "IonTabButton no longer navigates from its button's click (ionTabButtonClick)",
      ),
  },
  {
    file: 'src/ionic/prepareViews.ts',
    assumes:
      'the outlet patch answers PREPARE_VIEW_EVENT (outlet.ts’s prepareView) with a hidden view of a route not shown',
    retire: 'as vite/ionic/outletPatch.ts, whose prepared views it asks for',
    problems: () => outletPreparedViews.problems(ionicReactRouter()),
  },
  {
    file: 'src/ionic/pageTransitions.ts',
    assumes:
      '@ionic/core imports its page transitions when first used, and @ionic/react exports them',
    retire: 'nothing: preloading a lazy chunk is ours to do (S3)',
    problems: () => [
      ...['iosTransitionAnimation', 'mdTransitionAnimation'].flatMap((name) => [
        ...has(ionicReact(), name, `@ionic/react no longer exports ${name}`),
        ...(new RegExp(`\\(await import\\("[^"]+"\\)\\)\\.${name}`).test(ionicCoreChunks())
          ? []
          : [`@ionic/core no longer imports ${name} when first used`]),
      ]),
    ],
  },
];

/** What src/ionic/prerendered.ts reads on a page Ionic's hydrate painted. */
function prerenderedProblems(): string[] {
  const code = hydrate();
  return [
    ...has(code, "'tab-selected': selected,", 'a selected tab is no longer .tab-selected'),
    ...has(code, "'ion-activatable': true,", 'controls are no longer .ion-activatable'),
    ...(/defaultHref:\[\d+,"default-href"\]/.test(
      read('@ionic/core', 'components/ion-back-button.js'),
    )
      ? []
      : ['ion-back-button no longer has default-href']),
    ...has(
      read('@ionic/core', 'css/core.css'),
      '.ion-page-hidden',
      'pages are no longer hidden by .ion-page-hidden',
    ),
  ];
}

/** The chunk of @ionic/core that drives the hardware back button. */
function hardwareBackChunk(): string {
  const dir = join(packageDir('@ionic/core'), 'components');
  return (
    readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .find((code) => code.includes(' as startHardwareBackButton}')) ?? ''
  );
}

/** The value Ionic exports as `<what>_BACK_BUTTON_PRIORITY`. */
function backPriority(code: string, what: 'OVERLAY' | 'MENU'): number | undefined {
  const local = new RegExp(`\\b(\\w+) as ${what}_BACK_BUTTON_PRIORITY\\b`).exec(code)?.[1];
  const value = local && new RegExp(`\\b${local}=(\\d+)[,;]`).exec(code)?.[1];
  return value ? Number(value) : undefined;
}

function hardwareBackProblems(): string[] {
  const code = hardwareBackChunk();
  return [
    ...has(code, 'new CustomEvent("ionBackButton"', 'Back no longer asks through ionBackButton'),
    ...has(
      code,
      'register(e,o){n.push({priority:e,handler:o',
      'register(priority, handler) changed',
    ),
    ...has(code, 'addEventListener("backbutton"', 'Ionic no longer listens to backbutton'),
    ...(backPriority(code, 'OVERLAY') === 100 && backPriority(code, 'MENU') === 99
      ? []
      : ['the overlay and menu priorities are no longer 100 and 99']),
  ];
}

const ionMenuCode = () => read('@ionic/core', 'components/ion-menu.js');

function closeRequestProblems(): string[] {
  const chunks = ionicCoreChunks();
  return [
    ...['Modal', 'Popover', 'Alert', 'ActionSheet'].flatMap((overlay) =>
      ['DidPresent', 'DidDismiss'].flatMap((step) =>
        has(chunks, `"ion${overlay}${step}"`, `no ion${overlay}${step} event`),
      ),
    ),
    ...has(chunks, '"overlay-hidden"', 'overlays are no longer hidden by .overlay-hidden'),
    ...['"ionDidOpen"', '"ionDidClose"', '"show-menu"'].flatMap((name) =>
      has(ionMenuCode(), name, `ion-menu has no ${name}`),
    ),
    ...has(
      chunks,
      'addEventListener("keydown",(e=>{if("Escape"===e.key)',
      'overlays no longer close on an Escape keydown of their own',
    ),
  ];
}

interface Manifest {
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}
const manifest = (name: string) => JSON.parse(read(name, 'package.json')) as Manifest;

/**
 * Ionic's packages depend on each other at exact versions: a bump of one alone installs a second
 * copy of the other beside it (two outlets' contexts, two element registries), which no later
 * check would name.
 */
function ionicVersionsOutOfStep(): string[] {
  const problems: string[] = [];
  for (const [dependent, dependency] of [
    ['@ionic/react-router', '@ionic/react'],
    ['@ionic/react', '@ionic/core'],
  ] as const) {
    const wanted = manifest(dependent).dependencies?.[dependency];
    const installed = manifest(dependency).version;
    if (wanted !== installed) {
      problems.push(
        `${dependent} ${manifest(dependent).version} wants ${dependency} ${wanted ?? '?'}, the app has ${installed}: bump them together`,
      );
    }
  }
  return problems;
}

/** Code without its comments, which may name what the code must not spell out. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every chunk of @ionic/core's components. */
function ionicCoreChunks(): string {
  const dir = join(packageDir('@ionic/core'), 'components');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/** Ionic's rules on a platform class that src/ionic/platformStyles.css repeats, as Ionic spells them. */
const MOBILE_RULES = [
  'html.plt-mobile ion-app{-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none}',
  'html.plt-mobile ion-app [contenteditable]{-webkit-user-select:text;-moz-user-select:text;-ms-user-select:text;user-select:text}',
];

/** Whether the elements' rules on `plt-` classes and Ionic's `mobile` test are still those it repeats. */
function platformStyleProblems(): string[] {
  const chunks = ionicCoreChunks();
  const rules = [...new Set(chunks.match(/[^{}"]*\.plt-[^{}"]*\{[^}]*\}/g) ?? [])];
  const mobile = /[,{]mobile:(\w+),/.exec(chunks)?.[1];
  const coarse =
    mobile !== undefined &&
    new RegExp(`\\b${mobile}=\\w+=>\\w+\\(\\w+,"\\(any-pointer:coarse\\)"\\)`).test(chunks);
  return [
    ...(rules.sort().join('\n') === [...MOBILE_RULES].sort().join('\n')
      ? []
      : [`the elements' rules on platform classes are now: ${rules.join(' ')}`]),
    ...(coarse ? [] : ["Ionic's `mobile` platform is no longer a coarse pointer"]),
  ];
}

/** setupIonicReact's body, which src/ionic/setup.ts's initializeIonic repeats. */
function setupIonicReactProblems(): string[] {
  const body = /const setupIonicReact = \(config = \{\}\) => \{([\s\S]*?)\n\};/.exec(
    ionicReact(),
  )?.[1];
  if (body === undefined) return ['@ionic/react no longer has setupIonicReact'];
  const code = withoutComments(body).replace(/\s+/g, ' ').trim();
  return code ===
    "if (typeof document !== 'undefined') { document.documentElement.classList.add('ion-ce'); } initialize({ ...config, });"
    ? []
    : [`setupIonicReact now does more: ${code}`];
}

/** Stencil's client runtime in @ionic/core's components: the chunk that defines `proxyCustomElement`. */
function clientRuntime(): string {
  const dir = join(packageDir('@ionic/core'), 'components');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((code) => code.includes('s-id'))
    .join('\n');
}

/**
 * The modules IONIC_PURE_MODULES calls pure that define an element as they load: each
 * `customElements.define` must sit inside a `defineCustomElement`-style function.
 */
function definingModules(): string[] {
  return [
    ['@ionic/core', 'components'],
    ['ionicons', 'components'],
  ].flatMap(([name = '', folder = '']) => {
    const dir = join(packageDir(name), folder);
    return readdirSync(dir)
      .filter((file) => IONIC_PURE_MODULES.test(`/node_modules/${name}/${folder}/${file}`))
      .filter((file) => {
        const code = readFileSync(join(dir, file), 'utf8');
        const guard =
          /function\s*\w*\(\)\{"undefined"!=typeof customElements/.exec(code)?.index ?? -1;
        const define = code.indexOf('customElements.define(');
        return define >= 0 && (guard < 0 || define < guard);
      })
      .map((file) => `${name}/${folder}/${file}`);
  });
}

/**
 * ion-back-button's default icons, which vite/ionic/ionIcons.ts draws on the server: iOS's
 * chevronBack and Material's arrowBackSharp, read from the module ion-back-button imports them from.
 */
function backButtonIconProblems(): string[] {
  const dir = join(packageDir('@ionic/core'), 'components');
  const code = readFileSync(join(dir, 'ion-back-button.js'), 'utf8');
  const picked =
    /"ios"===\w+\(this\)\?\w+\.get\("backButtonIcon",(\w+)\):\w+\.get\("backButtonIcon",(\w+)\)/.exec(
      code,
    );
  if (!picked)
    return ["ion-back-button no longer picks its icon by mode from config's backButtonIcon"];
  const [, ios = '', md = ''] = picked;
  const from = (local: string) => {
    for (const [, names = '', file = ''] of code.matchAll(
      /import\{([^}]*)\}from"\.\/([\w-]+\.js)"/g,
    )) {
      const exported = names
        .split(',')
        .find((name) => name.split(' as ')[1] === local)
        ?.split(' as ')[0];
      if (!exported) continue;
      const module = readFileSync(join(dir, file), 'utf8');
      const alias = new RegExp(`\\b(\\w+) as ${exported}\\b`).exec(module)?.[1] ?? '';
      return new RegExp(`\\b${alias}="([^"]*)"`).exec(module)?.[1] ?? '';
    }
    return '';
  };
  return [
    ...(from(ios) === chevronBack ? [] : ["iOS's back button icon is no longer chevronBack"]),
    ...(from(md) === arrowBackSharp
      ? []
      : ["Material's back button icon is no longer arrowBackSharp"]),
  ];
}

describe('the Ionic boundary: each coupling still fits the installed packages (issue 29)', () => {
  it.each(COUPLINGS)('$file assumes $assumes (retire with: $retire)', ({ problems }) => {
    expect(problems()).toEqual([]);
  });

  it('names every file of the boundary once, and every file in vite/ionic and src/ionic is named', () => {
    const named = COUPLINGS.map(({ file }) => file).filter((file) => file !== 'package.json');
    expect(new Set(named).size).toBe(named.length);
    const root = join(import.meta.dirname, '../..');
    const inFolders = ['vite/ionic', 'src/ionic'].flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
        .map((file) => `${folder}/${file}`),
    );
    // Helpers of a coupling, not couplings themselves; src/ionic/mode.test.ts and
    // nativeBridge.test.ts check those two copies against @ionic/core and @capacitor/core.
    const helpers = new Set([
      'vite/ionic/patch.ts',
      'vite/ionic/patchDiffs.ts',
      'src/ionic/definitions.ts',
      'vite/ionic/stencilReactOnServer.ts',
      'src/ionic/lazyIonicEvents.ts',
      'src/ionic/mode.ts',
      'src/ionic/nativeBridge.ts',
    ]);
    expect(inFolders.filter((file) => !named.includes(file) && !helpers.has(file))).toEqual([]);
  });

  it("names Ionic's page classes only through src/ionic/outletPages.ts (CSS: only those names)", () => {
    const root = join(import.meta.dirname, '../..');
    const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      // Tests may spell a class out, to check what the app does with it.
      .filter((file) => /\.(tsx?|css)$/.test(file) && !/^ionic\/|\.test\./.test(file))
      .map((file) => ({
        file,
        code: withoutComments(readFileSync(join(root, 'src', file), 'utf8')),
      }));
    const known: string[] = [PAGE_HIDDEN, PAGE_INVISIBLE];
    const wrong = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/ion-page-[a-z]+/g)]
        .map(([name]) => name)
        .filter((name) => (file.endsWith('.css') ? !known.includes(name) : known.includes(name)))
        .map((name) => `${file}: ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('reports a broken assumption by name: an outlet that no longer fits', () => {
    const changed = ionicReactRouter().replace(
      'this.transitionEnteringElement = enteringViewItem.ionPageElement;',
      'this.entering = enteringViewItem.ionPageElement;',
    );
    expect(outletFirstView.problems(changed)).toEqual([
      'no longer has `this.transitionEnteringElement = enteringViewItem.ionPageElement;`',
    ]);
  });
});
