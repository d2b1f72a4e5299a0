import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/location-page.ts';
import { routeVisited as myLocationVisited } from '../model/my-location-page.ts';
import { LocationPage } from '../pages/location-page.tsx';
import { MyLocationPage } from '../pages/my-location-page.tsx';

export default defineRemote(
  'delivery',
  { Location: LocationPage, 'my-location': MyLocationPage },
  { Location: routeVisited, 'my-location': myLocationVisited },
);
