import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `intervalMs` while `active`; `undefined` on the server and while
 * hydrating, so the server's HTML and the first browser render agree.
 */
export function useNow(intervalMs: number, active = true): number | undefined {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

/** A duration as `1:05:09` or `4:59`: what a countdown shows. */
export function clockOf(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
