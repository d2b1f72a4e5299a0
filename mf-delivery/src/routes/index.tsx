import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/location-page.ts';
import { LocationPage } from '../pages/location-page.tsx';

export default defineRemote('delivery', { Location: LocationPage }, { Location: routeVisited });
