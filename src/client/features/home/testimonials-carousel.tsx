import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as m from '#messages/home-sections';
import { TESTIMONIALS, type Testimonial } from '../../../domain/assessments/testimonials.ts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';
import { useAutoplay } from './use-autoplay.ts';

const AUTO_ADVANCE_MS = 5000;
const GROUP_SIZE = 3;
// Three dots jump to the slide groups that start at 0, 3 and 6. That needs nine slides, so the six stories
// are repeated in order; the carousel loops, so the repeat reads as the loop coming round.
const SLIDE_COUNT = 9;
const SLIDES: readonly Testimonial[] = Array.from(
  { length: SLIDE_COUNT },
  (_, index) => TESTIMONIALS[index % TESTIMONIALS.length]!,
);
const GROUP_STARTS = [0, 3, 6] as const;

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-brand-soft';

/** The interactive part of the stories section; downloaded after the page's first render. */
export default function TestimonialsCarousel() {
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'center',
    slidesToScroll: 1,
    breakpoints: { '(min-width: 640px)': { slidesToScroll: GROUP_SIZE } },
  });
  const prefersReducedMotion = usePrefersReducedMotion();
  const autoplay = useAutoplay(api, AUTO_ADVANCE_MS);
  const [selectedSlide, setSelectedSlide] = useState(0);

  useEffect(() => {
    if (!api) return;
    // Below 640px every slide is a snap; from 640px each snap is a group of three.
    const slidesPerSnap = () =>
      Math.max(1, Math.round(api.slideNodes().length / api.scrollSnapList().length));
    const onSelect = () => setSelectedSlide(api.selectedScrollSnap() * slidesPerSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const goToSlide = (slide: number) => {
    if (!api) return;
    const slidesPerSnap = Math.max(1, Math.round(api.slideNodes().length / api.scrollSnapList().length));
    api.scrollTo(Math.floor(slide / slidesPerSnap), prefersReducedMotion);
  };
  const activeDot = Math.floor(selectedSlide / GROUP_SIZE);

  return (
    <section aria-roledescription="carousel" aria-label={m.carouselLabel} {...autoplay.regionHandlers}>
      <div ref={viewportRef} className="-mx-4 overflow-hidden sm:mx-0">
        <div className="-ml-4 flex touch-pan-y" aria-live={autoplay.isOn ? 'off' : 'polite'}>
          {SLIDES.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern; a fieldset is for form controls.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed repeat of the stories.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={m.slideOf({ slide: index + 1, count: SLIDE_COUNT })}
              className="min-w-[316px] flex-[0_0_85%] pl-4 sm:flex-[0_0_33.3333%]"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className={CONTROL}
          onClick={() => api?.scrollPrev(prefersReducedMotion)}
          aria-label={m.previousStory}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center">
          {GROUP_STARTS.map((start, group) => (
            <button
              key={start}
              type="button"
              onClick={() => goToSlide(start)}
              aria-label={m.showStories({ first: start + 1, last: start + GROUP_SIZE })}
              aria-current={group === activeDot ? 'true' : undefined}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-3 rounded-full border-2 border-brand transition-colors ${
                  group === activeDot ? 'bg-brand' : 'bg-surface group-hover:bg-brand-soft'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={CONTROL}
          onClick={() => api?.scrollNext(prefersReducedMotion)}
          aria-label={m.nextStory}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={autoplay.toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium hover:bg-brand-soft"
        >
          {autoplay.isOn ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {autoplay.isOn ? m.pause : m.play}
          <span className="sr-only">{m.automaticChanges}</span>
        </button>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full min-w-[300px] flex-col rounded-2xl border border-line bg-paper p-6">
      <Quote aria-hidden="true" className="size-6 text-brand/60" />
      <blockquote className="mt-3 flex-1 text-ink">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-fill"
        >
          {testimonial.initials}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.role}</span>
        </span>
        <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent">
          {testimonial.topic}
        </span>
      </figcaption>
    </figure>
  );
}
