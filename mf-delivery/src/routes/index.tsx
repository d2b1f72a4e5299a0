import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/location-page.ts';
import { routeVisited as myLocationVisited } from '../model/my-location-page.ts';
import { routeVisited as pickupBoardVisited } from '../model/pickup-board-page.ts';
import { LocationPage } from '../pages/location-page.tsx';
import { MyLocationPage } from '../pages/my-location-page.tsx';
import { PickupBoardPage } from '../pages/pickup-board-page.tsx';

export default defineRemote(
  'delivery',
  { Location: LocationPage, 'my-location': MyLocationPage, PickupBoard: PickupBoardPage },
  { Location: routeVisited, 'my-location': myLocationVisited, PickupBoard: pickupBoardVisited },
);
