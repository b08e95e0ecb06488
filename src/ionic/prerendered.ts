/**
 * What the Ionic markup of a prerendered page means to a tap made before the app is live, and the
 * few changes made to it then, as Ionic will make them once it runs (P10). Nothing here runs
 * after the app is live.
 */

/** On the tab bar's last button, so the bar shows only whole (prerendered.css). */
export const TAB_BAR_END = 'data-tab-bar-end';

/** What was tapped, as the app will take it once live. */
export type Tapped =
  | { readonly kind: 'tab'; readonly tab: string; readonly href: string; readonly control: Element }
  | { readonly kind: 'back'; readonly defaultHref: string | undefined; readonly control: Element }
  | {
      readonly kind: 'link';
      readonly href: string;
      /** The title its page will show, as the link says it. */
      readonly title: string | undefined;
      readonly control: Element;
    }
  | { readonly kind: 'control'; readonly control: Element };

/**
 * The page's own elements on the path: not the parts inside an upgraded element's shadow root
 * (an `ion-tab-button`'s own `<a href>`), which are the element's, as the tap is.
 */
const elementsOf = (path: readonly EventTarget[]) =>
  path.filter(
    (node): node is Element =>
      node instanceof Element && !(node.getRootNode() instanceof ShadowRoot),
  );

/** The control a tap is for: Ionic's parts may move inside it as it upgrades the element. */
function controlOf(elements: readonly Element[]): Element | undefined {
  return (
    elements.find((element) => element.classList.contains('ion-activatable')) ??
    elements.find((element) => element.localName.startsWith('ion-'))
  );
}

/** What a tap on `path` (an event's composed path, innermost first) is for, if anything. */
export function tappedOn(path: readonly EventTarget[]): Tapped | undefined {
  const elements = elementsOf(path);
  for (const element of elements) {
    if (element.localName === 'ion-back-button') {
      return {
        kind: 'back',
        defaultHref: element.getAttribute('default-href') ?? undefined,
        control: element,
      };
    }
    const href = element.getAttribute('href');
    if (href === null) continue;
    if (element.localName === 'ion-tab-button') {
      return { kind: 'tab', tab: element.getAttribute('tab') ?? '', href, control: element };
    }
    const label = element.querySelector('ion-label');
    const title = (label?.querySelector('h2') ?? label)?.textContent.trim();
    return { kind: 'link', href, title: title || undefined, control: element };
  }
  const control = controlOf(elements);
  return control ? { kind: 'control', control } : undefined;
}

/** The tab bar's button for `tab`, prerendered or the app's. */
export function tabButton(root: ParentNode, tab: string): HTMLElement | undefined {
  return (
    [...root.querySelectorAll<HTMLElement>('ion-tab-bar ion-tab-button')].find(
      (button) => button.getAttribute('tab') === tab,
    ) ?? undefined
  );
}

export function isTabSelected(button: Element): boolean {
  return button.classList.contains('tab-selected');
}

/**
 * P15: the tab the prerendered bar shows selected stays selected while Ionic takes the bar over.
 * A button's `selected` is a property its bar sets once the bar has loaded (and React once it has
 * hydrated): the button's first render in the browser would drop `tab-selected` until then, for
 * frames. Run once `tag` is defined, before that render (a property set before the definition
 * is lost: the element's constructor sets its default over it).
 */
export function keepSelectedTab(root: ParentNode, tag: string): void {
  if (tag !== 'ion-tab-button') return;
  for (const button of root.querySelectorAll('ion-tab-bar ion-tab-button')) {
    Object.assign(button, { selected: isTabSelected(button) });
  }
}

/** The links to every tab on the page's tab bar. */
export function tabLinks(root: ParentNode): { tab: string; href: string; title: string }[] {
  return [...root.querySelectorAll('ion-tab-bar ion-tab-button[href]')].map((button) => ({
    tab: button.getAttribute('tab') ?? '',
    href: button.getAttribute('href') ?? '',
    title: button.querySelector('ion-label')?.textContent.trim() ?? '',
  }));
}

/** Shows `tab` selected on the prerendered tab bar, as Ionic will; returns what undoes it. */
export function selectTab(root: ParentNode, tab: string): () => void {
  const buttons = [...root.querySelectorAll('ion-tab-bar ion-tab-button')];
  const before = buttons.map((button) => [button, isTabSelected(button)] as const);
  for (const button of buttons) {
    const selected = button.getAttribute('tab') === tab;
    button.classList.toggle('tab-selected', selected);
    button.setAttribute('aria-selected', String(selected));
  }
  return () => {
    for (const [button, selected] of before) {
      button.classList.toggle('tab-selected', selected);
      button.setAttribute('aria-selected', String(selected));
    }
  };
}

/**
 * The shown page says where the tap goes at once: its title in the header, its back button only
 * on a pushed page, its content left out until the page itself arrives. Returns what undoes it.
 */
export function showPendingPage(
  root: ParentNode,
  pending: { readonly title: string; readonly back: boolean },
): () => void {
  const page = root.querySelector('ion-router-outlet > .ion-page:not(.ion-page-hidden)');
  const heading =
    page?.querySelector('ion-header ion-title h1') ?? page?.querySelector('ion-header ion-title');
  const back = page?.querySelector<HTMLElement>('ion-header ion-buttons');
  const content = page?.querySelector<HTMLElement>(':scope > ion-content');
  if (!page || !heading) return () => undefined;
  const title = heading.textContent;
  const backHidden = back?.style.visibility ?? '';
  const contentHidden = content?.style.visibility ?? '';
  heading.textContent = pending.title;
  if (back) back.style.visibility = pending.back ? '' : 'hidden';
  if (content) content.style.visibility = 'hidden';
  return () => {
    heading.textContent = title;
    if (back) back.style.visibility = backHidden;
    if (content) content.style.visibility = contentHidden;
  };
}

/** The title of the page shown, as its header says it. */
export function shownTitle(root: ParentNode): string | undefined {
  return (
    root.querySelector('ion-router-outlet > .ion-page:not(.ion-page-hidden) ion-header h1')
      ?.textContent ?? undefined
  );
}
