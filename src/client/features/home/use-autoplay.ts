import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export type Autoplay = {
  /** The visitor's setting: on unless they paused it, or asked their system for reduced motion. */
  isOn: boolean;
  toggle: () => void;
  /** Spread on the carousel region: hovering it or focusing anything inside pauses the advance. */
  regionHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * Auto-advance every `delay` ms with a plain interval (no plugin). WCAG 2.2.2: it can be paused with a visible
 * button, stops while the pointer or keyboard focus is on the carousel, and is off under reduced motion (the system's or the reader's choice).
 */
export function useAutoplay(api: EmblaApi | undefined, delay: number): Autoplay {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);

  const isOn = choice === null ? !prefersReducedMotion : choice === 'play';
  const isRunning = isOn && !isHovered && !isFocused;

  useEffect(() => {
    if (!api || !isRunning) return;
    const timer = window.setInterval(() => api.scrollNext(), delay);
    return () => window.clearInterval(timer);
  }, [api, isRunning, delay]);

  const toggle = useCallback(() => setChoice(isOn ? 'pause' : 'play'), [isOn]);

  return {
    isOn,
    toggle,
    regionHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
