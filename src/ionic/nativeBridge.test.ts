// @vitest-environment node
/**
 * The Ionic boundary: src/ionic/nativeBridge.ts copies Capacitor's platform rule for the head
 * script. Checked against the installed `@capacitor/core`'s `getPlatformId`, so an upgrade that
 * moves the bridge fails this file by name. Retire the copy when Capacitor exports its bridge
 * helpers for use before it loads (ionic-team/capacitor#8255).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { onNativeBridge } from './nativeBridge';

const require = createRequire(import.meta.url);
const capacitor = readFileSync(require.resolve('@capacitor/core'), 'utf8');

describe("the Ionic boundary: Capacitor's platform rule, copied for the head script (P6, P13)", () => {
  it('still matches the installed @capacitor/core: the Android bridge, then the iOS one', () => {
    const rule = capacitor.slice(capacitor.indexOf('const getPlatformId = (win) => {'));
    expect(rule.length).toBeLessThan(capacitor.length);
    const body = rule.slice(0, rule.indexOf('\n};'));
    expect(body).toMatch(/win\.androidBridge\)[\s\S]*return 'android'/);
    expect(body).toMatch(/\.messageHandlers\)[\s\S]*\.bridge\)[\s\S]*return 'ios'/);
  });

  it('tells a device by its bridge, and the web by its absence', () => {
    expect(onNativeBridge({ androidBridge: {} })).toBe(true);
    expect(onNativeBridge({ webkit: { messageHandlers: { bridge: {} } } })).toBe(true);
    expect(onNativeBridge({ webkit: { messageHandlers: {} } })).toBe(false);
    expect(onNativeBridge({})).toBe(false);
  });
});
