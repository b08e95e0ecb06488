import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberPlace, rememberPlaceWhenHidden } from '../platform/rememberPlace';
import { isAppRoute } from '../shared/place';
import { ROUTE_PATTERNS } from '../tabs/tabList';

/** P13: keeps the page the person sees as the place a cold start reopens. Renders nothing. */
export function KeepPlace() {
  const { pathname } = useLocation();
  const current = useRef<string | undefined>(undefined);
  const known = isAppRoute(pathname, ROUTE_PATTERNS);
  useEffect(() => {
    if (!known) return;
    current.current = pathname;
    rememberPlace(pathname);
  }, [pathname, known]);
  useEffect(() => rememberPlaceWhenHidden(() => current.current), []);
  return null;
}
