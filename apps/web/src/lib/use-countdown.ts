import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a new code may be asked for (resident section 4: 60 s, or the number in the
 * server's 'Please wait N seconds' answer). Counted from an end time, so a slow tab does not drift.
 */
export function useCountdown(initialSeconds = 0): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
