import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { listenForDeepLinks } from '../platform/deepLinks';

/** Opens the page a deep link asks for (`<scheme>://…`, URL_SCHEME), as a new root. Renders nothing. */
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
