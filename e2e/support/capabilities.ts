/**
 * Explore's capabilities as a person sees them (id in the URL, title on screen), in list order.
 * The tests spell them out on purpose rather than import the app's list: a change to the app's
 * list must show up as a failing test.
 */
export const CAPABILITIES = [
  ['splash-screen', 'Splash screen'],
  ['status-bar', 'Status bar'],
  ['dark-theme', 'Dark theme'],
  ['back-button', 'Back button'],
  ['offline', 'Offline'],
  ['deep-links', 'Deep links'],
  ['tab-badges', 'Tab badges'],
] as const;

export const CAPABILITY_TITLES: readonly string[] = CAPABILITIES.map(([, title]) => title);
