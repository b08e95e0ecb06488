import { NavContext, type NavContextState } from '@ionic/react';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useResolvedPath } from 'react-router-dom';

/**
 * One object for good, reading the latest value, but for the route: a page reads its own, as Ionic
 * registers a page under the route its context names.
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
 * Gives a page one navigation context object for life, with live members: Ionic's is new at every
 * navigation, which re-rendered every kept page on each tab switch.
 */
export function SteadyNavContext({ children }: { readonly children: ReactNode }) {
  const live = useContext(NavContext);
  const ownPath = useResolvedPath('.').pathname;
  const [context] = useState(() => steady(live, ownPath));
  useLayoutEffect(() => {
    context.follow(live);
  }, [context, live]);
  return <NavContext.Provider value={context.value}>{children}</NavContext.Provider>;
}
