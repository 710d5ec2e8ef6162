export const TESTIMONIAL_TYPES = ['ADHD', 'Autism', 'Sensory', 'Dyslexia', 'Executive'] as const;

type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];

export type Testimonial = {
  id: string;
  name: string;
  role: string;
  text: string;
  initials: string;
  assessmentType: TestimonialType;
};

// Illustrative stories written for the site from experiences adults commonly describe, not quotes from real
// users. Presenting them as real reviews would mislead visitors (EU consumer law forbids fake reviews), so the
// carousel says beneath them that they are illustrative and the names are not real; real, consented
// testimonials can replace them without any other change. They avoid medical claims: nobody is "diagnosed by"
// or "treated by" the site.
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'testimonial-1',
    name: 'Lena K.',
    role: 'Graphic designer',
    text: 'For years I thought I just needed to try harder. Seeing my answers laid out gave me words for what I had noticed, and a calm way to start a conversation with my doctor.',
    initials: 'LK',
    assessmentType: 'ADHD',
  },
  {
    id: 'testimonial-2',
    name: 'Marco R.',
    role: 'Software developer',
    text: 'I was 41 when I first wondered about autism. The questions felt respectful, and the results helped me write down examples before my appointment.',
    initials: 'MR',
    assessmentType: 'Autism',
  },
  {
    id: 'testimonial-3',
    name: 'Aoife D.',
    role: 'Primary school teacher',
    text: 'I always knew busy rooms wore me out, but I could never explain it. The sensory results helped me ask my manager for a quieter place to work.',
    initials: 'AD',
    assessmentType: 'Sensory',
  },
  {
    id: 'testimonial-4',
    name: 'Sofia L.',
    role: 'University student',
    text: 'Reading has always taken me longer. The report pointed me to tools I had not tried, and listening to my course texts has made studying feel less tiring.',
    initials: 'SL',
    assessmentType: 'Dyslexia',
  },
  {
    id: 'testimonial-5',
    name: 'Tomás B.',
    role: 'Project manager',
    text: 'Planning and deadlines always felt like a fight. Understanding my patterns helped me set up reminders and routines that suit the way I work.',
    initials: 'TB',
    assessmentType: 'Executive',
  },
  {
    id: 'testimonial-6',
    name: 'Hannah W.',
    role: 'Nurse',
    text: 'It was clear from the start that this was not a diagnosis. It gave me a helpful starting point and a list of questions to bring to a professional.',
    initials: 'HW',
    assessmentType: 'ADHD',
  },
];
