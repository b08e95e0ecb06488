/**
 * Ionic's menu and sheet, which only a lazy page uses, wrapped here so they travel with it: any
 * `@ionic/react` wrapper lands in the first load. Defined in turn with @ionic/react's
 * (definitions.ts). The toggle has a module of its own (lazyToggle.ts), so that a page with a
 * toggle does not bring the modal's code, nor a page with the sheet the toggle's.
 */
import {
  IonMenu as IonMenuElement,
  defineCustomElement as defineIonMenu,
} from '@ionic/core/components/ion-menu.js';
import {
  IonModal as IonModalElement,
  defineCustomElement as defineIonModal,
} from '@ionic/core/components/ion-modal.js';
import type { IonMenu as IonicMenu } from '@ionic/react';
import { createComponent, type EventName } from '@stencil/react-output-target/runtime';
import type { IonModalCustomEvent, OverlayEventDetail } from '@ionic/core';
import type { Components } from '@ionic/core/components';
import React from 'react';
import { defineSoon } from './definitions';
import { LAZY_IONIC_EVENTS } from './lazyIonicEvents';

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
