import { useCallback, useEffect, useState } from 'react';
import type { GeoPoint } from './projection';

export type PositionState =
  | { status: 'unknown' }
  | { status: 'asking' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'unavailable' };

/**
 * Where the phone is, from the browser's geolocation. It asks only when told to (the "Where am I" button) or when
 * the user has already allowed it, so opening the map does not greet anyone with a permission prompt.
 */
export function usePosition(): { state: PositionState; locate(): void } {
  const [state, setState] = useState<PositionState>({ status: 'unknown' });
  const locate = useCallback(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'asking' });
    geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'located', position: { lng: coords.longitude, lat: coords.latitude } }),
      () => setState({ status: 'unavailable' }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);
  useEffect(() => {
    let current = true;
    void globalThis.navigator?.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (current && permission.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locate]);
  return { state, locate };
}
