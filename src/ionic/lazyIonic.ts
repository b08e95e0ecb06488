/**
 * Ionic components that only lazily loaded pages use, wrapped here instead of imported from
 * `@ionic/react`. That package is one module: every wrapper the app uses anywhere lands in the
 * first load with its component's code (Settings' toggle and the back-button demo's menu cost
 * about 10 kB of gzip there; the modal another 10). Wrapped here, with the same Stencil runtime and the same event
 * names as `@ionic/react`'s own wrappers, they travel with the pages that use them.
 *
 * Their event lists (lazyIonicEvents.ts) are checked against `@ionic/react`'s at every build.
 */
import {
  IonMenu as IonMenuElement,
  defineCustomElement as defineIonMenu,
} from '@ionic/core/components/ion-menu.js';
import {
  IonModal as IonModalElement,
  defineCustomElement as defineIonModal,
} from '@ionic/core/components/ion-modal.js';
import {
  IonToggle as IonToggleElement,
  defineCustomElement as defineIonToggle,
} from '@ionic/core/components/ion-toggle.js';
import type { IonMenu as IonicMenu, IonToggle as IonicToggle } from '@ionic/react';
import { createComponent, type EventName } from '@stencil/react-output-target/runtime';
import type { IonModalCustomEvent, OverlayEventDetail } from '@ionic/core';
import type { Components } from '@ionic/core/components';
import React from 'react';
import { LAZY_IONIC_EVENTS } from './lazyIonicEvents';

export const IonToggle: typeof IonicToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: IonToggleElement,
  react: React,
  events: LAZY_IONIC_EVENTS['ion-toggle'],
  defineCustomElement: defineIonToggle,
}) as typeof IonicToggle;

export const IonMenu: typeof IonicMenu = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu',
  elementClass: IonMenuElement,
  react: React,
  events: LAZY_IONIC_EVENTS['ion-menu'],
  defineCustomElement: defineIonMenu,
}) as typeof IonicMenu;

/**
 * An inline sheet or modal: the element itself, driven by `isOpen` as in plain JavaScript, without
 * `@ionic/react`'s IonModal (whose module brings the modal, about 10 kB of gzip, into the first
 * load). Its children stay mounted while it is closed, hidden by Ionic.
 */
type SheetDismiss = EventName<IonModalCustomEvent<OverlayEventDetail>>;

export const IonSheet = /*@__PURE__*/ createComponent<
  InstanceType<typeof IonModalElement>,
  { onIonModalDidDismiss: SheetDismiss },
  Components.IonModal
>({
  tagName: 'ion-modal',
  elementClass: IonModalElement,
  react: React,
  events: { onIonModalDidDismiss: 'ionModalDidDismiss' as SheetDismiss },
  defineCustomElement: defineIonModal,
});
