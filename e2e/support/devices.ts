import { devices } from 'playwright-core';

/**
 * A phone of each of Ionic's modes, as Playwright describes it (user agent, viewport, touch, pixel
 * ratio), for the browser tests and the bench. The engine is left to the test project.
 */
function phone(name: string) {
  const descriptor = devices[name];
  if (!descriptor) throw new Error(`Playwright has no device named ${name}`);
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = descriptor;
  return { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch };
}

/** An Android phone (Ionic's Material mode) and an iPhone (its iOS mode). */
export const DEVICES = {
  android: phone('Pixel 9'),
  iphone: phone('iPhone 16'),
} as const;

export type DeviceName = keyof typeof DEVICES;

/** The mode Ionic runs in on each. */
export const DEVICE_MODE = { android: 'md', iphone: 'ios' } as const satisfies Record<
  DeviceName,
  'md' | 'ios'
>;
