import {
  euEmergencyDescription,
  hoursDayAndNight,
  hoursDayAndNightFree,
  hoursDayAndNightFreeAndAnonymous,
  hoursUsuallyToMidnight,
  noteAlsoOn,
  noteInDutch,
  noteInFrench,
  ukEmergencyDescription,
} from '#messages/report-help';
import type { CountryCode } from './countries.ts';
import { checked, rechecked, type Verification } from './verification.ts';

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
  /** When it answers and what it costs, as far as the source says (#messages/report-help). */
  hours: string;
  /** A short word on who answers or in which language, where it helps to choose (#messages/report-help). */
  note?: string;
  verified: Verification;
};

export type EmergencyNumber = {
  number: string;
  /** What the number is, after it: "112, the emergency number in every EU country, …". */
  text: string;
  verified: Verification;
};

/** 112 reaches the emergency services in every EU country, free of charge from landlines and mobiles. */
export const EU_EMERGENCY: EmergencyNumber = {
  number: '112',
  text: euEmergencyDescription,
  verified: checked('http://ec.europa.eu/unitedkingdom/press/frontpage/100211_en.htm'),
};

/** The UK's own emergency number; 112 works there too. */
export const NATIONAL_EMERGENCY: Readonly<Partial<Record<CountryCode, EmergencyNumber>>> = {
  GB: {
    number: '999',
    text: ukEmergencyDescription({ euNumber: EU_EMERGENCY.number }),
    verified: checked('http://ec.europa.eu/unitedkingdom/press/frontpage/100211_en.htm'),
  },
};

export const CRISIS_LINES: Readonly<Record<CountryCode, readonly CrisisLine[]>> = {
  DE: [
    {
      service: 'TelefonSeelsorge',
      number: '0800\u00a0111\u00a00\u00a0111',
      hours: hoursDayAndNightFree,
      note: noteAlsoOn({ number: '0800\u00a0111\u00a00\u00a0222' }),
      verified: rechecked(
        'https://www.telefonseelsorge.de/',
        'https://www.domradio.de/artikel/telefonseelsorge-jetzt-unter-oekumenischem-dachverband',
      ),
    },
  ],
  FR: [
    {
      service: 'Numéro national de prévention du suicide',
      number: '3114',
      hours: hoursDayAndNightFree,
      verified: rechecked(
        'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
        'https://monenfant.fr/web/guest/3114%C2%A0-le-nouveau-num%C3%A9ro-national-de-pr%C3%A9vention-du-suicide',
        'https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide',
      ),
    },
  ],
  IT: [
    {
      service: 'Telefono Amico Italia',
      number: '02\u00a02327\u00a02327',
      hours: hoursUsuallyToMidnight({ from: '10:00' }),
      verified: rechecked(
        'https://www.telefonoamico.it/',
        'https://www.tpi.it/news/solo-a-natale-telefono-amico-20211215850521/',
        'https://vivimilano.corriere.it/attivita-bambini/attivita-varie/coronavirus-telefono-amico-italia-attiva-un-nuovo-numero/',
      ),
    },
  ],
  ES: [
    {
      service: 'Línea de atención a la conducta suicida',
      number: '024',
      hours: hoursDayAndNightFree,
      verified: rechecked(
        'https://www.sanidad.gob.es/',
        'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
        'https://www.elnacional.cat/es/sociedad/telefono-024-detecta-585-suicidios-curso-primeros-meses-funcionamiento_852759_102.html',
      ),
    },
  ],
  NL: [
    {
      service: '113 Zelfmoordpreventie',
      number: '113',
      hours: hoursDayAndNightFree,
      note: noteAlsoOn({ number: '0800\u00a00113' }),
      verified: rechecked('https://www.113.nl/schoolopdracht'),
    },
  ],
  PL: [
    {
      service: 'Centrum Wsparcia',
      number: '800\u00a070\u00a02222',
      hours: hoursDayAndNightFree,
      verified: rechecked(
        'https://centrumwsparcia.pl/',
        'https://zdrowie.pap.pl/psyche/na-kryzys-telefon-800-70-2222',
      ),
    },
  ],
  BE: [
    {
      service: 'Zelfmoordlijn 1813',
      number: '1813',
      hours: hoursDayAndNightFreeAndAnonymous,
      note: noteInDutch,
      verified: rechecked(
        'https://www.zelfmoord1813.be/',
        'https://www.online-hulpverlening.be/blog/tag/tele-onthaal/',
        'https://nieuws.vtm.be/binnenland/67758-nieuw-nummer-zelfmoordlijn1813',
      ),
    },
    {
      service: 'Centre de Prévention du Suicide',
      number: '0800\u00a032\u00a0123',
      hours: hoursDayAndNightFreeAndAnonymous,
      note: noteInFrench,
      verified: rechecked(
        'http://www.preventionsuicide.be/fr/activitescps/ligne0800.html',
        'https://www.levif.be/societe/le-centre-de-prevention-du-suicide-reclame-plus-de-moyens/',
      ),
    },
  ],
  SE: [
    {
      service: 'Mind Självmordslinjen',
      number: '90101',
      hours: hoursDayAndNight,
      verified: rechecked(
        'https://mind.se/sjalvmordslinjen/fragor-och-svar-om-sjalvmordslinjen/',
        'http://www.kronprinsessparetsstiftelse.se/projekt/sjalvmordsupplysningen.html',
        'https://www.sosalarm.se/pressrum/nyheter/2020/kanslan-av-att-bara-finnas-och-lyssna-gor-jattestor-skillnad/',
      ),
    },
  ],
  AT: [
    {
      service: 'TelefonSeelsorge',
      number: '142',
      hours: hoursDayAndNightFree,
      verified: rechecked(
        'https://www.telefonseelsorge.at/',
        'https://www.katholisch.at/telefonseelsorge',
        'https://www.ots.at/presseaussendung/OTM_20230425_OTM0006/telefonseelsorge-seit-25-jahren-amtlicher-notruf-fuer-die-seele',
      ),
    },
  ],
  IE: [
    {
      service: 'Samaritans',
      number: '116\u00a0123',
      hours: hoursDayAndNightFree,
      verified: rechecked(
        'https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey',
        'https://www.samaritans.org/news/samaritans-ireland-responds-one-call-help-every-minute-last-year',
      ),
    },
  ],
  GB: [
    {
      service: 'Samaritans',
      number: '116\u00a0123',
      hours: hoursDayAndNightFree,
      verified: rechecked(
        'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
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
