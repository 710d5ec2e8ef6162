import { Clock, ShieldCheck, Sunrise } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as m from '#messages/home-sections';

// Embla and the stories (10 KB gzip) are below the fold, so they stay out of the page's first download: they
// load when the section comes near the viewport, or once the page has settled, whichever is first.
const TestimonialsCarousel = lazy(() => import('./testimonials-carousel.tsx'));
const NEAR_VIEWPORT_MARGIN = '600px 0px';
const SETTLED_AFTER_MS = 2000;

function useShouldLoad() {
  const ref = useRef<HTMLDivElement>(null);
  const [shouldLoad, setShouldLoad] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || shouldLoad) return;
    const load = () => setShouldLoad(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(node);
    const timer = window.setTimeout(load, SETTLED_AFTER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [shouldLoad]);
  return { ref, shouldLoad };
}

const TRUST_MARKERS = [
  { icon: ShieldCheck, text: m.trustNoRegistry },
  { icon: Sunrise, text: m.trustLateDiagnosis },
  { icon: Clock, text: m.trustSkipWaiting },
];

export function TestimonialsSection() {
  const carousel = useShouldLoad();
  return (
    <section aria-labelledby="stories-title" className="bg-surface py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent">
            {m.storiesBadge}
          </p>
          <h2 id="stories-title" className="mt-3 text-3xl font-semibold tracking-tight">
            {m.storiesTitle}
          </h2>
          <p className="mt-3 text-muted">{m.storiesLead}</p>
        </div>

        <div ref={carousel.ref} className="mt-10 min-h-[23rem]">
          {carousel.shouldLoad ? (
            <Suspense fallback={null}>
              <TestimonialsCarousel />
            </Suspense>
          ) : null}
        </div>

        <p className="mt-4 text-center text-xs text-muted">{m.storiesNote}</p>

        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {TRUST_MARKERS.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-full border border-brand/30 bg-brand-soft px-4 py-2 text-sm font-medium text-brand"
            >
              <Icon aria-hidden="true" className="size-4" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
