/**
 * Ionic's toggle, which only lazy pages use, wrapped here so it travels with them: from
 * `@ionic/react` it lands in the first load. A module of its own, apart from the menu and the
 * sheet (lazyIonic.ts), so that each page brings only the component code it shows.
 */
import {
  IonToggle as IonToggleElement,
  defineCustomElement as defineIonToggle,
} from '@ionic/core/components/ion-toggle.js';
import type { IonToggle as IonicToggle } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { defineSoon } from './definitions';
import { LAZY_IONIC_EVENTS } from './lazyIonicEvents';

export const IonToggle: typeof IonicToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: IonToggleElement,
  react: React,
  events: LAZY_IONIC_EVENTS['ion-toggle'],
  defineCustomElement: () => {
    defineSoon(defineIonToggle);
  },
}) as typeof IonicToggle;
