import { markIonicWrappersPure } from './pureIonicWrappers';

describe('pure Ionic wrappers', () => {
  it('marks unmarked top-level wrappers pure and leaves marked ones and other code alone', () => {
    const code = [
      "const IonNavInner = createReactComponent('ion-nav', undefined, undefined, define);",
      "const IonNav = createForwardRef(IonNavInternal, 'IonNav');",
      "const IonTabs = /*@__PURE__*/ createReactComponent('ion-tabs');",
      'const x = other(1);',
      '  const inner = createForwardRef(a);',
    ].join('\n');
    expect(markIonicWrappersPure(code).split('\n')).toEqual([
      "const IonNavInner = /*@__PURE__*/ createReactComponent('ion-nav', undefined, undefined, define);",
      "const IonNav = /*@__PURE__*/ createForwardRef(IonNavInternal, 'IonNav');",
      "const IonTabs = /*@__PURE__*/ createReactComponent('ion-tabs');",
      'const x = other(1);',
      '  const inner = createForwardRef(a);',
    ]);
  });
});
