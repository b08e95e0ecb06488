/**
 * `@stencil/react-output-target/runtime` for the build's prerender (P10), in place of the browser
 * runtime. That one (through `@lit/react`) hands an element's properties and its class to the
 * element in effects, which never run on a server: a prerendered `<IonList inset>` or
 * `<IonLabel className="ion-text-wrap">` would lose both. Here they become attributes, as Stencil
 * reads them (`inset=""`, `router-link="/tabs/x"`), and the class is rendered. In the browser the
 * real runtime takes over and sets the same values as properties; it marks these elements
 * `suppressHydrationWarning`, so the extra attributes are expected there.
 */
import type { ComponentType, createElement as CreateElement, ReactNode } from 'react';

interface Options {
  readonly tagName: string;
  readonly react: { createElement: typeof CreateElement };
  readonly events?: Record<string, string>;
  readonly defineCustomElement?: () => void;
}

/** React's own names, which stay as they are. */
const REACT_PROPS = new Set(['children', 'key', 'ref', 'style', 'dangerouslySetInnerHTML']);

/** `routerLink` → `router-link`, as Stencil names a property's attribute. */
const attributeName = (property: string) =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The attributes a server can render for a custom element's props; the rest is the browser's. */
export function serverAttributes(
  props: Record<string, unknown>,
  events: Record<string, string> = {},
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name in events || value === undefined || value === null || value === false) continue;
    if (REACT_PROPS.has(name)) attributes[name] = value;
    else if (name === 'className' || name === 'class') attributes.class = value;
    else if (value === true) attributes[attributeName(name)] = '';
    else if (typeof value === 'string' || typeof value === 'number') {
      attributes[attributeName(name)] = String(value);
    }
  }
  return attributes;
}

export function createComponent<P>({ tagName, react, events }: Options): ComponentType<P> {
  // No ref on a server: nothing is mounted.
  const component = (props: Record<string, unknown> & { children?: ReactNode }) =>
    react.createElement(tagName, serverAttributes(props, events));
  component.displayName = tagName;
  return component as unknown as ComponentType<P>;
}
