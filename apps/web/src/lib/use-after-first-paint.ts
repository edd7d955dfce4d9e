import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. A page uses it to start
 * heavy work (the map's code, the city outline, its data) after its heading and text are on screen, so
 * they do not wait for it: the next animation frame comes just before that paint, and a task queued from
 * it runs just after.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
