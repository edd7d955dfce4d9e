import { useCallback, useState } from 'react';
import type { KeyedMessage } from '../../../../i18n/catalogue';
import { geolocationMessage } from '../../../../i18n/en/picker-text';

/**
 * 'Use my location': one position from navigator.geolocation, handed to the same rules as a map click.
 * A refusal or failure is worded for the person (denied, unavailable, too slow, unsupported).
 */
export function useMyLocation({
  onFix,
  onProblem,
}: {
  onFix: (lat: number, lng: number) => void;
  onProblem: (message: KeyedMessage) => void;
}) {
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      onProblem({ key: geolocationMessage('unsupported') });
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onFix(position.coords.latitude, position.coords.longitude);
      },
      (error) => {
        setBusy(false);
        onProblem({ key: geolocationMessage(error.code) });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  }, [onFix, onProblem]);
  return { start, busy };
}
