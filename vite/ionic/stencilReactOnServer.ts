/**
 * `@stencil/react-output-target/runtime` for the prerender (P10): the browser runtime sets props
 * in effects, which never run on a server, so here they become attributes.
 */
import type { ComponentType, createElement as CreateElement, ReactNode } from 'react';

interface Options {
  readonly tagName: string;
  readonly react: { createElement: typeof CreateElement };
  readonly events?: Record<string, string>;
  readonly defineCustomElement?: () => void;
}

const REACT_PROPS = new Set(['children', 'key', 'ref', 'style', 'dangerouslySetInnerHTML']);

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
  const component = (props: Record<string, unknown> & { children?: ReactNode }) =>
    react.createElement(tagName, serverAttributes(props, events));
  component.displayName = tagName;
  return component as unknown as ComponentType<P>;
}
