import { checked, rechecked, type Verification } from '../verification.ts';
import type { CountryCode } from './countries.ts';

// Where to get help now, for the safety box on the results page and in the report (issue 19, item 6). Every
// number was checked against a public page (decision record 013) and only what that page says is claimed: a
// line is called free or round the clock only where the source says so. The box is a signpost, never a service.

export type CrisisLine = {
  /** The service's own name. */
  service: string;
  /**
   * The number as people dial it, spaced as the service writes it with no-break spaces (U+00A0), so that no
   * page or screen width can split it across two lines.
   */
  number: string;
  /** When it answers and what it costs, as far as the source says. */
  hours: string;
  /** A short word on who answers or in which language, where it helps to choose. */
  note?: string;
  verified: Verification;
};

export type EmergencyNumber = {
  number: string;
  text: string;
  verified: Verification;
};

/** 112 reaches the emergency services in every EU country, free of charge from landlines and mobiles. */
export const EU_EMERGENCY: EmergencyNumber = {
  number: '112',
  text: 'the emergency number in every EU country, free from landlines and mobiles',
  verified: checked('http://ec.europa.eu/unitedkingdom/press/frontpage/100211_en.htm'),
};

/** The UK's own emergency number; 112 works there too. */
export const NATIONAL_EMERGENCY: Readonly<Partial<Record<CountryCode, EmergencyNumber>>> = {
  GB: {
    number: '999',
    text: 'the UK’s emergency number; 112 works too',
    verified: checked('http://ec.europa.eu/unitedkingdom/press/frontpage/100211_en.htm'),
  },
};

const SAMARITANS_116_123 =
  'https://www.irishhealthpro.com/content/news/show/name/big-jump-in-calls-to-samaritans-since-2014';

export const CRISIS_LINES: Readonly<Record<CountryCode, readonly CrisisLine[]>> = {
  DE: [
    {
      service: 'TelefonSeelsorge',
      number: '0800\u00a0111\u00a00\u00a0111',
      hours: 'Day and night, free',
      note: 'Also on 0800\u00a0111\u00a00\u00a0222',
      verified: checked('https://www.domradio.de/glossar/telefonseelsorge-0'),
    },
  ],
  FR: [
    {
      service: 'Numéro national de prévention du suicide',
      number: '3114',
      hours: 'Day and night, free',
      verified: checked('https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide'),
    },
  ],
  IT: [
    {
      service: 'Telefono Amico Italia',
      number: '02\u00a02327\u00a02327',
      hours: 'Usually 10:00 to midnight',
      verified: checked(
        'https://vivimilano.corriere.it/attivita-bambini/attivita-varie/coronavirus-telefono-amico-italia-attiva-un-nuovo-numero/',
      ),
    },
  ],
  ES: [
    {
      service: 'Línea de atención a la conducta suicida',
      number: '024',
      hours: 'Day and night, free',
      verified: checked(
        'https://www.farodevigo.es/galicia/2025/10/11/medio-millar-gallegos-mes-024-linea-suicidio-122499662.html',
      ),
    },
  ],
  NL: [
    {
      service: '113 Zelfmoordpreventie',
      number: '113',
      hours: 'Day and night, free',
      note: 'Also on 0800\u00a00113',
      verified: rechecked('https://www.113.nl/schoolopdracht'),
    },
  ],
  PL: [
    {
      service: 'Centrum Wsparcia',
      number: '800\u00a070\u00a02222',
      hours: 'Day and night, free',
      verified: checked('https://zdrowie.pap.pl/psyche/na-kryzys-telefon-800-70-2222'),
    },
  ],
  BE: [
    {
      service: 'Zelfmoordlijn 1813',
      number: '1813',
      hours: 'Day and night, free and anonymous',
      note: 'In Dutch',
      verified: checked('https://nieuws.vtm.be/binnenland/67758-nieuw-nummer-zelfmoordlijn1813'),
    },
    {
      service: 'Centre de Prévention du Suicide',
      number: '0800\u00a032\u00a0123',
      hours: 'Day and night, free and anonymous',
      note: 'In French',
      verified: checked(
        'https://www.lalibre.be/belgique/societe/2023/02/21/le-centre-de-prevention-du-suicide-est-confronte-a-une-hausse-du-nombre-dappels-A54EZGXFSJB3HNFT4ZSPCEPJ5I/',
      ),
    },
  ],
  SE: [
    {
      service: 'Mind Självmordslinjen',
      number: '90101',
      hours: 'Day and night',
      verified: checked('http://www.kronprinsessparetsstiftelse.se/projekt/sjalvmordsupplysningen.html'),
    },
  ],
  AT: [
    {
      service: 'TelefonSeelsorge',
      number: '142',
      hours: 'Day and night, free',
      verified: checked('https://www.katholisch.at/telefonseelsorge'),
    },
  ],
  IE: [
    {
      service: 'Samaritans',
      number: '116\u00a0123',
      hours: 'Day and night, free',
      verified: checked(SAMARITANS_116_123),
    },
  ],
  GB: [
    {
      service: 'Samaritans',
      number: '116\u00a0123',
      hours: 'Day and night, free',
      verified: checked(
        'https://samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas',
      ),
    },
  ],
};

/** The digits to dial, for a tel: link. */
export function dialable(number: string): string {
  return number.replace(/[^\d+]/g, '');
}

export type CountryHelp = {
  country: CountryCode;
  emergency: readonly EmergencyNumber[];
  lines: readonly CrisisLine[];
};

/** 112 first, then the country's own emergency number if it has one, then its listening lines. */
export function getCountryHelp(country: CountryCode): CountryHelp {
  const national = NATIONAL_EMERGENCY[country];
  return {
    country,
    emergency: national ? [EU_EMERGENCY, national] : [EU_EMERGENCY],
    lines: CRISIS_LINES[country],
  };
}
