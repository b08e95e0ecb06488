// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LAZY_IONIC_EVENTS } from '../../src/ionic/lazyIonicEvents';
import {
  ionicEventMaps,
  ionicReactWorkarounds,
  markIonicWrappersPure,
  suppressAttributeWarnings,
  workaroundProblems,
} from './reactWorkarounds';

const require = createRequire(import.meta.url);
/** The installed `@ionic/react`'s built code: what the build really transforms. */
const ionicReactId = join(dirname(require.resolve('@ionic/react/package.json')), 'dist/index.js');
const ionicReact = readFileSync(ionicReactId, 'utf8');

describe('the Ionic React workarounds, against the installed @ionic/react', () => {
  it('both still fit: nothing to report', () => {
    expect(workaroundProblems(ionicReact)).toEqual([]);
  });

  it("lets Ionic's own elements differ from the server's in their attributes, and only those", () => {
    const rewritten = suppressAttributeWarnings(ionicReact);
    expect(rewritten.split('suppressHydrationWarning: true').length).toBe(3);
    const last = rewritten.lastIndexOf('suppressHydrationWarning: true');
    expect(rewritten.lastIndexOf('const createReactComponent = ', last)).toBeGreaterThan(0);
    expect(rewritten).toContain(
      'style,\n                suppressHydrationWarning: true,\n            };',
    );
    expect(rewritten).toContain(
      'children,\n                suppressHydrationWarning: true\n            };',
    );
  });

  it('marks IonNav and its inner wrapper pure, and leaves no top-level wrapper unmarked', () => {
    const marked = markIonicWrappersPure(ionicReact);
    expect(ionicReact).toMatch(/^const IonNavInner = createReactComponent\(/m);
    expect(marked).toMatch(/^const IonNavInner = \/\*@__PURE__\*\/ createReactComponent\(/m);
    expect(marked).toMatch(/^const IonNav = \/\*@__PURE__\*\/ createForwardRef\(/m);
    expect(marked).not.toMatch(/^const \w+ = (createReactComponent|createForwardRef)\(/m);
  });

  it("reads @ionic/react's event maps, and ours are the same", () => {
    const maps = ionicEventMaps(ionicReact);
    expect(maps.size).toBeGreaterThan(50);
    for (const [tag, events] of Object.entries(LAZY_IONIC_EVENTS))
      expect(maps.get(tag)).toEqual(events);
  });

  it('the sheet listens for an event @ionic/core really emits', () => {
    const components = dirname(require.resolve('@ionic/core/components/ion-modal.js'));
    const emits = readdirSync(components)
      .filter((file) => file.endsWith('.js'))
      .some((file) =>
        readFileSync(join(components, file), 'utf8').includes('"ionModalDidDismiss"'),
      );
    expect(emits).toBe(true);
  });

  it('says what to revisit when an upgrade changes what they rely on', () => {
    expect(ionicReactWorkarounds.apply(ionicReact)).toContain('const IonNav = /*@__PURE__*/');

    const renamedEvent = ionicReact.replace(
      /(tagName: 'ion-toggle',[^}]*?onIonChange: )'ionChange'/,
      "$1'ionToggleChange'",
    );
    expect(workaroundProblems(renamedEvent).join()).toMatch(/ion-toggle's events changed/);

    const allPure = markIonicWrappersPure(ionicReact);
    expect(workaroundProblems(allPure).join()).toMatch(/no unmarked component wrapper/);

    const noMenu = ionicReact.replace("tagName: 'ion-menu'", "tagName: 'ion-menu-x'");
    expect(workaroundProblems(noMenu).join()).toMatch(/no longer wraps ion-menu/);
    expect(ionicReactWorkarounds.file.test(ionicReactId)).toBe(true);
    expect(ionicReactWorkarounds.file.test('/src/other.ts')).toBe(false);
  });
});
