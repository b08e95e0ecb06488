import { NavContext, type NavContextState } from '@ionic/react';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/** One object for good, whose members are those of the latest value it was given. */
function steady(first: NavContextState) {
  let latest = first;
  const value = new Proxy({} as NavContextState, {
    get: (_target, member): unknown => Reflect.get(latest, member),
    has: (_target, member) => Reflect.has(latest, member),
    ownKeys: () => Reflect.ownKeys(latest),
    getOwnPropertyDescriptor: (_target, member) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(latest, member);
      return descriptor && { ...descriptor, configurable: true };
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
  const [context] = useState(() => steady(live));
  useLayoutEffect(() => {
    context.follow(live);
  }, [context, live]);
  return <NavContext.Provider value={context.value}>{children}</NavContext.Provider>;
}
