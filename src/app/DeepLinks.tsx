import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { listenForDeepLinks } from '../platform/deepLinks';

/** Opens the page a deep link asks for as a new root (P13, P9). */
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
