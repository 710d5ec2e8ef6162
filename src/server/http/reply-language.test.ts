import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { replyLanguage } from './reply-language.ts';

const asking = (acceptLanguage?: string | string[]) =>
  replyLanguage({
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  } as unknown as FastifyRequest);

describe('replyLanguage', () => {
  it('answers in the language of the first tag, by its primary subtag, in any case', () => {
    expect(asking('de')).toBe('de');
    expect(asking('de-AT')).toBe('de');
    expect(asking('DE-ch')).toBe('de');
    expect(asking(' de , en')).toBe('de');
    expect(asking('en')).toBe('en');
    expect(asking('en-GB,de;q=0.9')).toBe('en');
  });

  it('reads the first tag whatever its q-value: the page names its own language first', () => {
    expect(asking('de;q=0.8, en;q=0.9')).toBe('de');
    expect(asking('de-AT;q=0.5')).toBe('de');
    expect(asking('en;q=0.1,de')).toBe('en');
  });

  it('answers in English for a language without messages, and for any tag', () => {
    expect(asking('pt')).toBe('en');
    expect(asking('pt-PT,de;q=0.9')).toBe('en');
    expect(asking('xx')).toBe('en');
    expect(asking('*')).toBe('en');
    expect(asking('*, de')).toBe('en');
  });

  it('answers in English without the header, or with one that is not a language', () => {
    expect(asking()).toBe('en');
    expect(asking('')).toBe('en');
    expect(asking(',')).toBe('en');
    expect(asking(';q=1')).toBe('en');
    expect(asking('-de')).toBe('en');
    expect(asking('%%%')).toBe('en');
    expect(asking('constructor')).toBe('en');
    expect(asking('__proto__')).toBe('en');
    expect(asking('toString')).toBe('en');
  });

  it('reads the first of a header sent twice', () => {
    expect(asking(['de', 'en'])).toBe('de');
    expect(asking(['pt', 'de'])).toBe('en');
    expect(asking(['fr-BE', 'de'])).toBe('fr');
  });
});
