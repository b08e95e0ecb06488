/**
 * Ionic components only lazy pages use, wrapped here so they travel with those pages: any
 * `@ionic/react` wrapper lands in the first load. Defined in turn with @ionic/react's (definitions.ts).
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

const IonMenuElementWrapper: typeof IonicMenu = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu',
  elementClass: IonMenuElement,
  react: React,
  events: LAZY_IONIC_EVENTS['ion-menu'],
  defineCustomElement: () => {
    defineSoon(defineIonMenu);
  },
}) as typeof IonicMenu;

const noChanges = () => () => undefined;

/**
 * S10: a menu is never prerendered, only rendered once the page is hydrated. Stencil moves a
 * prerendered menu as it hydrates the content around it, and `ion-menu` forgets itself when moved
 * (its async disconnectedCallback unregisters it after connectedCallback registered it again), so
 * Back would skip the open menu (99). Closed, it shows nothing: the first frame is the same.
 */
export const IonMenu = ((props: React.ComponentProps<typeof IonicMenu>) => {
  const hydrated = React.useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return hydrated ? React.createElement(IonMenuElementWrapper, props) : null;
}) as typeof IonicMenu;

/** An inline sheet or modal, driven by `isOpen`; its children stay mounted while it is closed. */
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
  defineCustomElement: () => {
    defineSoon(defineIonModal);
  },
});
