import { useCallback, useEffect, useRef, useState } from 'react';

const SCROLL_STEP_PX = 300;
const EDGE_RECHECK_MS = 300;

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/**
 * Drives a horizontally scrolling track: steps it by SCROLL_STEP_PX and reports whether it sits at either
 * edge, rechecked on every scroll event and EDGE_RECHECK_MS after a step (a smooth scroll fires late).
 */
export function useCarouselScroll() {
  const trackRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const checkEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    // A button that becomes disabled drops keyboard focus; hand it to the other one instead.
    const focused = document.activeElement;
    if (atEnd && !atStart && focused === nextRef.current) previousRef.current?.focus();
    if (atStart && !atEnd && focused === previousRef.current) nextRef.current?.focus();
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    checkEdges();
    track.addEventListener('scroll', checkEdges, { passive: true });
    window.addEventListener('resize', checkEdges);
    return () => {
      track.removeEventListener('scroll', checkEdges);
      window.removeEventListener('resize', checkEdges);
      window.clearTimeout(timer.current);
    };
  }, [checkEdges]);

  const step = useCallback(
    (direction: 1 | -1) => {
      trackRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: scrollBehavior() });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(checkEdges, EDGE_RECHECK_MS);
    },
    [checkEdges],
  );

  return {
    trackRef,
    previousRef,
    nextRef,
    ...edges,
    showPrevious: () => step(-1),
    showNext: () => step(1),
  };
}
