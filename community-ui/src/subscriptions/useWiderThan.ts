import { useEffect, useState } from 'react';

/** Window resizes are followed after this pause (access spec §9). */
export const RESIZE_DEBOUNCE_MS = 150;

/** Whether the window is wider than `px`: the subscription lists switch between a table and cards on it. */
export function useWiderThan(px: number): boolean {
  const [wide, setWide] = useState(() => window.innerWidth > px);
  useEffect(() => {
    let timer: number | undefined;
    const follow = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWide(window.innerWidth > px), RESIZE_DEBOUNCE_MS);
    };
    setWide(window.innerWidth > px);
    window.addEventListener('resize', follow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', follow);
    };
  }, [px]);
  return wide;
}
