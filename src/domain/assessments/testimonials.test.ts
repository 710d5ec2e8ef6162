import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from './testimonials.ts';

describe('testimonials', () => {
  it('holds six testimonials with unique ids', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(6);
  });

  it('names people by first name and initial, with matching initials', () => {
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.name, testimonial.id).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      const [first = '', last = ''] = testimonial.name.split(' ');
      expect(testimonial.initials, testimonial.id).toBe(`${first[0]}${last[0]}`);
    }
  });

  it('name their topics, five different ones', () => {
    expect(new Set(TESTIMONIALS.map((t) => t.topic))).toEqual(
      new Set(['ADHD', 'Autism', 'Sensory', 'Dyslexia', 'Executive']),
    );
  });

  it('makes no medical claims', () => {
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.text, testimonial.id).not.toMatch(
        /\b(diagnosed me|cured?|treated|guarantee|life-saving)\b/i,
      );
      expect(testimonial.role.trim().length, testimonial.id).toBeGreaterThan(0);
    }
  });
});
