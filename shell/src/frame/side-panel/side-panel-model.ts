import { createEvent, createStore, sample } from 'effector';
import {
  $deliveryAddress,
  $instance,
  $serviceLabels,
  $lang,
  $order,
  $seat,
  choiceOfOrder,
  languageChoices,
  languageChosen,
  orderOfChoice,
  seatLeft,
  serviceChosen,
  socialLinks,
  type ServiceChoice,
} from 'shared-contracts';

export const panelToggled = createEvent();
export const panelClosed = createEvent();
/** The diner chose a service in the side panel: it is set and the panel closes. */
export const serviceClicked = createEvent<ServiceChoice>();
/** The seated diner chose to leave the table: the seat is forgotten, no service is chosen. */
export const leaveTableClicked = createEvent();

const $panelOpen = createStore(false, { sid: 'shell/side-panel-open' })
  .on(panelToggled, (open) => !open)
  .reset(panelClosed, serviceClicked, leaveTableClicked);

/** Ordering at the table or in the room keeps the seat; any other service is the choice to leave it. */
export const keepsSeat = (choice: ServiceChoice): boolean => choice === 'on_table' || choice === 'room';

sample({ clock: serviceClicked, fn: orderOfChoice, target: serviceChosen });
sample({
  clock: serviceClicked,
  source: $seat,
  filter: (seat, choice) => seat !== null && !keepsSeat(choice),
  target: seatLeft,
});
sample({ clock: leaveTableClicked, target: seatLeft });
sample({ clock: leaveTableClicked, fn: () => ({ service: null, subservice: null }), target: serviceChosen });

/** What the side panel reads; the branch itself comes from the route (the frame passes its summary). */
export const sidePanelModel = {
  open: $panelOpen,
  current: $order.map(choiceOfOrder),
  deliveryAddress: $deliveryAddress,
  socials: $instance.map((instance) => socialLinks(instance?.socialmedia ?? {})),
  labels: $serviceLabels,
  langs: $instance.map((instance) => (instance ? languageChoices(instance) : [])),
  lang: $lang,
  seat: $seat,
  toggled: panelToggled,
  closed: panelClosed,
  serviceClicked,
  leaveTableClicked,
  languageChosen,
};
