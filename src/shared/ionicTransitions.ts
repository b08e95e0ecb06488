/**
 * Ionic loads its page transitions on the first animated navigation. Importing them here, from a
 * module that is only preloaded, puts them in the preload (S3): later navigation finds them
 * fetched already.
 */
export { iosTransitionAnimation, mdTransitionAnimation } from '@ionic/react';
