import { statusBarStyleFor } from './statusBarTheme';

describe('statusBarStyleFor', () => {
  it('P6: the default style when the app and the device agree', () => {
    expect(statusBarStyleFor(true, true)).toBe('DEFAULT');
    expect(statusBarStyleFor(false, false)).toBe('DEFAULT');
  });

  it('P6: light text on a dark app over a light device, dark text on a light app over a dark one', () => {
    expect(statusBarStyleFor(true, false)).toBe('DARK');
    expect(statusBarStyleFor(false, true)).toBe('LIGHT');
  });
});
