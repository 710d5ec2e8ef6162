import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../pages/page-routes.ts';
import { prerenderedPathsOf } from '../pages/route-serving.ts';
import { languageAlternates, languageOfPath, pathIn } from './language-paths.ts';
import { LANGUAGES } from './languages.ts';

const routePaths = prerenderedPathsOf(PAGE_ROUTES);

describe('a language’s addresses', () => {
  it('keeps English where it always was and puts each other language in its folder', () => {
    expect(pathIn('en', '/')).toBe('/');
    expect(pathIn('en', '/terms')).toBe('/terms');
    expect(pathIn('de', '/')).toBe('/de/');
    expect(pathIn('fr', '/assessment/asd')).toBe('/fr/assessment/asd');
  });

  it('reads the language and the page back from every address it makes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(...routePaths), (language, path) => {
        expect(languageOfPath(pathIn(language, path))).toEqual({ language, path });
      }),
    );
  });

  it('takes a language’s folder without its slash as its home, and anything else as English', () => {
    expect(languageOfPath('/de')).toEqual({ language: 'de', path: '/' });
    expect(languageOfPath('/dear')).toEqual({ language: 'en', path: '/dear' });
    expect(languageOfPath('/en/terms')).toEqual({ language: 'en', path: '/en/terms' });
    expect(languageOfPath('/DE/terms')).toEqual({ language: 'en', path: '/DE/terms' });
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
  });
});

describe('the alternates of a page', () => {
  it('name every chosen language, the page itself included, and English as the default', () => {
    expect(languageAlternates('/terms', ['en', 'de', 'fr'])).toEqual([
      { hreflang: 'en', path: '/terms' },
      { hreflang: 'de', path: '/de/terms' },
      { hreflang: 'fr', path: '/fr/terms' },
      { hreflang: 'x-default', path: '/terms' },
    ]);
  });

  it('are none while one language is all a visitor can choose', () => {
    expect(languageAlternates('/', ['en'])).toEqual([]);
  });
});
