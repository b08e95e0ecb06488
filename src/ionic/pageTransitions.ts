/** Ionic's page transitions, imported here so they are preloaded (S3), not fetched on first use. */
export { iosTransitionAnimation, mdTransitionAnimation } from '@ionic/react';
