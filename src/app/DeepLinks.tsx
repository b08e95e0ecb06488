import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { listenForDeepLinks } from '../platform/deepLinks';

/**
 * Opens the page a deep link asks for (`<scheme>://…`, URL_SCHEME), as a new root. Renders
 * nothing. The path is one of the app's (P13: `pathFromAppUrl`), and the listener catches what
 * the router call throws, so no link can make it throw out of the listener (P9).
 */
export function DeepLinks() {
  const router = useIonRouter();
  useEffect(
    () =>
      listenForDeepLinks((path) => {
        router.push(path, 'root', 'replace');
      }),
    [router],
  );
  return null;
}
