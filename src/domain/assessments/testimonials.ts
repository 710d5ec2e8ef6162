import { storyWords } from '#messages/home-sections';

/** One illustrative story: who tells it (an invented name) and, from the page's messages, its words. */
export type Testimonial = {
  id: string;
  name: string;
  initials: string;
  role: string;
  text: string;
  /** What the story is about, named on its badge ('ADHD', 'Sensory', ...). */
  topic: string;
};

// Illustrative stories written for the site from experiences adults commonly describe, not quotes from real
// users. Presenting them as real reviews would mislead visitors (EU consumer law forbids fake reviews), so the
// carousel says beneath them that they are illustrative and the names are not real; real, consented
// testimonials can replace them without any other change. They avoid medical claims: nobody is "diagnosed by"
// or "treated by" the site.
const STORYTELLERS: readonly { id: string; name: string; initials: string }[] = [
  {
    id: 'testimonial-1',
    name: 'Lena K.',
    initials: 'LK',
  },
  {
    id: 'testimonial-2',
    name: 'Marco R.',
    initials: 'MR',
  },
  {
    id: 'testimonial-3',
    name: 'Aoife D.',
    initials: 'AD',
  },
  {
    id: 'testimonial-4',
    name: 'Sofia L.',
    initials: 'SL',
  },
  {
    id: 'testimonial-5',
    name: 'Tomás B.',
    initials: 'TB',
  },
  {
    id: 'testimonial-6',
    name: 'Hannah W.',
    initials: 'HW',
  },
];

/** The stories in the order the carousel shows them (every language words the same stories: messages.test.ts). */
export const TESTIMONIALS: readonly Testimonial[] = STORYTELLERS.flatMap((teller) => {
  const words = storyWords[teller.id];
  return words ? [{ ...teller, ...words }] : [];
});
