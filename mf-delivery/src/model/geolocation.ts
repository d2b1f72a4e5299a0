import { createEffect } from 'effector';

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Why the browser gave no position: the diner said no, or the device has no usable location. */
export type GeolocationFailure = 'denied' | 'unavailable';

export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(`geolocation ${reason}`);
  }
}

/** The browser's position, asked once (the browser shows its own permission prompt). */
export const locateFx = createEffect<unknown, GeoPoint, GeolocationError>(
  () =>
    new Promise<GeoPoint>((resolve, reject) => {
      if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
        reject(new GeolocationError('unavailable'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
        (error) =>
          reject(new GeolocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
      );
    }),
);
