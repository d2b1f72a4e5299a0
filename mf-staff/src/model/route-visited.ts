import { createEvent } from 'effector';
import type { RouteVisit } from 'shared-contracts';

/**
 * A visit to a console route, fired by the server before it renders. The console loads nothing on the
 * server: the staff session is an HttpOnly cookie the API reads from the browser's own calls.
 */
export const consoleRouteVisited = createEvent<RouteVisit>();
