import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A request the fake geocoding service received: its path and query. */
export interface SeenRequest {
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
}

/** The one address the fake knows, and where it is (inside la-brasa's Chapinero cercano). */
export const KNOWN_ADDRESS = 'Calle 63 # 9-20, Chapinero';
export const KNOWN_POINT = { latitude: 4.6468, longitude: -74.0583 };
export const FAKE_KEY = 'fake-key';

/**
 * A local stand-in for the geocoding HTTP APIs the API can be configured with, answering as each does:
 * Nominatim's `GET /search?q&format=jsonv2` and Google's `GET /maps/api/geocode/json?address&key`. The
 * query text picks the behaviour: the known address is found; `nothing` finds nothing; `slow` never
 * answers; `broken` is a 500; `garbage` is not JSON. Google refuses any key but `FAKE_KEY`.
 */
export function useFakeGeocoder(): { url: () => string; seen: SeenRequest[] } {
  let server: Server | undefined;
  let url = '';
  const seen: SeenRequest[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const parsed = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(parsed.searchParams);
      seen.push({ path: parsed.pathname, query, userAgent: req.headers['user-agent'] });
      const text = query.q ?? query.address ?? '';
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      // Never answers (until the server closes): only the API's own timeout ends the wait.
      if (text === 'slow') return;
      if (text === 'broken') return send(500, { error: 'down' });
      if (text === 'garbage') return send(200, '<html>not json</html>');
      const found = text === KNOWN_ADDRESS;
      if (parsed.pathname === '/search') {
        return send(
          200,
          found
            ? [
                {
                  place_id: 4242,
                  lat: String(KNOWN_POINT.latitude),
                  lon: String(KNOWN_POINT.longitude),
                  display_name: 'Calle 63, Chapinero, Bogotá, Colombia',
                },
              ]
            : [],
        );
      }
      if (parsed.pathname === '/maps/api/geocode/json') {
        if (query.key !== FAKE_KEY) return send(200, { status: 'REQUEST_DENIED', results: [] });
        return send(
          200,
          found
            ? {
                status: 'OK',
                results: [
                  {
                    place_id: 'ChIJfake',
                    formatted_address: 'Cl. 63 #9-20, Bogotá, Colombia',
                    geometry: { location: { lat: KNOWN_POINT.latitude, lng: KNOWN_POINT.longitude } },
                  },
                ],
              }
            : { status: 'ZERO_RESULTS', results: [] },
        );
      }
      return send(404, {});
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  );
  return { url: () => url, seen };
}
