import { useEffect, useRef } from 'react';

/** Calls `tick` once a second while `on` (a result that follows the clock, such as "now"). */
export function useEverySecond(on: boolean, tick: () => void): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => latest.current(), 1000);
    return () => clearInterval(id);
  }, [on]);
}
