import { createEvent, createStore, sample } from 'effector';
import {
  $deliveryAddress,
  $instance,
  $order,
  choiceOfOrder,
  orderOfChoice,
  serviceChosen,
  socialLinks,
  type ServiceChoice,
} from 'shared-contracts';

export const panelToggled = createEvent();
export const panelClosed = createEvent();
/** The diner chose a service in the side panel: it is set and the panel closes (SPEC section 4). */
export const serviceClicked = createEvent<ServiceChoice>();

const $panelOpen = createStore(false, { sid: 'shell/side-panel-open' })
  .on(panelToggled, (open) => !open)
  .reset(panelClosed, serviceClicked);

sample({ clock: serviceClicked, fn: orderOfChoice, target: serviceChosen });

/** What the side panel reads; the branch itself comes from the route (the frame passes its summary). */
export const sidePanelModel = {
  open: $panelOpen,
  current: $order.map(choiceOfOrder),
  deliveryAddress: $deliveryAddress,
  socials: $instance.map((instance) => socialLinks(instance?.socialmedia ?? {})),
  labels: $instance.map((instance) => instance?.labels_buttons ?? null),
  toggled: panelToggled,
  closed: panelClosed,
  serviceClicked,
};
