import type { Plugin } from 'vite';

const IONIC_REACT = /\/@ionic\/react\/dist\/index\.js$/;
const UNMARKED_WRAPPER = /^const (\w+) = (createReactComponent|createForwardRef)\(/gm;

/**
 * Marks `@ionic/react`'s top-level component wrappers as pure, as most of them already are: a few
 * (IonNav and its inner wrapper, in 9.0.4) are not, so the bundler keeps them, and the
 * component each defines, even when the app never uses them (ion-nav: about 3 kB of gzip).
 */
export function markIonicWrappersPure(code: string): string {
  return code.replace(UNMARKED_WRAPPER, 'const $1 = /*@__PURE__*/ $2(');
}

export function pureIonicWrappers(): Plugin {
  return {
    name: 'tabshell:pure-ionic-wrappers',
    apply: 'build',
    transform(code, id) {
      if (!IONIC_REACT.test(id.split('?')[0] ?? '')) return null;
      return { code: markIonicWrappersPure(code), map: null };
    },
  };
}
