import { describe, expect, it } from 'vitest';
import { REPORT_COUNTRIES } from '../report/countries.ts';
import { regionName, sortByText } from './region-names.ts';

describe('countries in a locale', () => {
  it('are named in that language by the platform', () => {
    expect(regionName('AT', 'de')).toBe('Österreich');
    expect(regionName('NL', 'fr')).toBe('Pays-Bas');
    expect(regionName('GB', 'en')).toBe('United Kingdom');
  });

  it('are listed in that language’s alphabetical order', () => {
    const inGerman = sortByText(REPORT_COUNTRIES, (code) => regionName(code, 'de'), 'de').map((code) =>
      regionName(code, 'de'),
    );
    expect(inGerman).toEqual([
      'Belgien',
      'Deutschland',
      'Frankreich',
      'Irland',
      'Italien',
      'Niederlande',
      'Österreich',
      'Polen',
      'Schweden',
      'Spanien',
      'Vereinigtes Königreich',
    ]);
  });
});
