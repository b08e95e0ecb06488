import { NavContext, type NavContextState } from '@ionic/react';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useResolvedPath } from 'react-router-dom';

/**
 * One object for good, whose members are those of the latest value it was given, but for the
 * route: while another route is shown (a page prepared ahead of its visit, a kept page rendered
 * anew while hidden), a page reads its own. Ionic registers a page under the route its context
 * names, and a page of another route would take that route's place (src/ionic/outlet.ts).
 */
function steady(first: NavContextState, ownPath: string) {
  let latest = first;
  const read = (member: string | symbol): unknown =>
    member === 'routeInfo' && latest.routeInfo?.pathname !== ownPath
      ? { ...latest.routeInfo, pathname: ownPath, search: '' }
      : Reflect.get(latest, member);
  const value = new Proxy({} as NavContextState, {
    get: (_target, member) => read(member),
    has: (_target, member) => Reflect.has(latest, member),
    ownKeys: () => Reflect.ownKeys(latest),
    getOwnPropertyDescriptor: (_target, member) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(latest, member);
      return descriptor && { ...descriptor, value: read(member), configurable: true };
    },
  });
  return {
    value,
    follow(next: NavContextState) {
      latest = next;
    },
  };
}

/**
 * Gives a page the same navigation context object for its whole life, whose members are always
 * the live ones. Ionic's context value is new at every navigation, and every Ionic component
 * reads it, so every page kept in a tab's stack re-rendered all its components on every tab
 * switch, though none of them shows anything of it: they only call `navigate` or `goBack` when
 * tapped. The tab bar and the outlets keep the live context.
 */
export function SteadyNavContext({ children }: { readonly children: ReactNode }) {
  const live = useContext(NavContext);
  // The page's own path: its route's, which is the URL's while the page is shown.
  const ownPath = useResolvedPath('.').pathname;
  const [context] = useState(() => steady(live, ownPath));
  useLayoutEffect(() => {
    context.follow(live);
  }, [context, live]);
  return <NavContext.Provider value={context.value}>{children}</NavContext.Provider>;
}
