import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds as `mm:ss` (minutes keep counting past 59: `75:03`). */
export function formatElapsed(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Time spent on the quiz, counted from the clock rather than by adding up ticks (timers are throttled in
 * background tabs). `seconds` re-renders once a second for display; `read()` gives the exact value now.
 */
export function useElapsedSeconds(initialSeconds: number, running: boolean) {
  const [seconds, setSeconds] = useState(Math.floor(initialSeconds));
  const baseRef = useRef(initialSeconds);
  const sinceRef = useRef<number | null>(null);

  const read = useCallback(
    () => baseRef.current + (sinceRef.current === null ? 0 : (Date.now() - sinceRef.current) / 1000),
    [],
  );

  useEffect(() => {
    if (!running) return;
    sinceRef.current = Date.now();
    const id = setInterval(() => setSeconds(Math.floor(read())), 1000);
    return () => {
      clearInterval(id);
      baseRef.current = read();
      sinceRef.current = null;
    };
  }, [running, read]);

  return { seconds, read };
}
