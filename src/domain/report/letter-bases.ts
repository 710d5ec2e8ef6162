import {
  appointmentServiceBasis,
  dutchAdhdBasis,
  dutchAutismGuidelineBasis,
  dutchReferralBasis,
  frenchAutismRecommendationBasis,
  germanAdhdGuidelineBasis,
  germanAutismGuidelineBasis,
  irishAdhdModelBasis,
  irishAutismProtocolBasis,
  niceAdhdBasis,
  niceAutismBasis,
  polishNoReferralBasis,
  rightToChooseBasis,
  swedishGuidelinesBasis,
} from '#messages/report-letter';
import type { CountryCode } from './countries.ts';
import type { ReportTopic } from './topics.ts';
import { checkedForHandOvers, type Verification } from './verification.ts';

// The guideline or legal basis a referral letter names for what it asks, by country and topic: one plain sentence
// each, in words a patient can fairly put to their doctor, each read on the pages its `verified` names. Where no
// national guideline or right for adults could be verified (Italy, Spain, Belgium and Austria for now; France for
// ADHD, whose adult recommendation was announced but not found published), there is none: the letter simply asks.
// Dated guidance is cited as what it is ("2016"), not as current: the German S3 guidelines are under revision.
// The sentences are messages (`report-letter`); the names of the guidelines, laws and bodies they cite stay here, as
// names, beside the pages that support them.

export type LetterBasis = {
  text: string;
  verified: Verification;
};

const RIGHT_TO_CHOOSE: LetterBasis = {
  text: rightToChooseBasis({ right: 'Right to Choose' }),
  verified: checkedForHandOvers(
    'https://www.england.nhs.uk/mental-health/making-choice-work-in-mental-health/',
    'https://www.england.nhs.uk/mental-health/about/choice/',
    'https://slam.nhs.uk/nhs-right-to-choose-adhd-autism-assessments',
  ),
};

const GERMAN_APPOINTMENT_SERVICE: LetterBasis = {
  text: appointmentServiceBasis({ service: '116117', law: '§ 75 (1a) SGB V' }),
  verified: checkedForHandOvers(
    'https://api.simplifier.net/guide/implementierungsleitfaden-terminschnittstelle-fuer-kven/terminschnittstelle-fuer-kven/fachlicher-kontext/vermittlungscode.html?version=0.1.0',
    'https://www.rnd.de/gesundheit/terminservice-der-kassenarztlichen-vereinigungen-nur-mit-code-moglich-FJCY4SQQ7SVEDZS2XVOXQZWBTM.html',
  ),
};

const SWEDISH_GUIDELINES: LetterBasis = {
  text: swedishGuidelinesBasis({ agency: 'Socialstyrelsen' }),
  verified: checkedForHandOvers(
    'https://www.socialstyrelsen.se/om-socialstyrelsen/pressrum/press/nu-kommer-nationella-riktlinjer-for-adhd-och-autism/',
    'https://lakartidningen.se/aktuellt/nyheter/2022/10/tidigare-insatser-och-jamlikare-vard-i-nya-riktlinjer-for-adhd-och-autism/',
    'https://omtanke.today/nationella-riktlinjerna-for-adhd-och-autism-har-uppdaterats/',
  ),
};

const DUTCH_REFERRAL: LetterBasis = {
  text: dutchReferralBasis({ law: 'Zorgverzekeringswet' }),
  verified: checkedForHandOvers(
    'https://www.zilverenkruis.nl/zorgaanbieders/zorgsoort/huisartsenzorg/verwijzen-en-voorschrijven/verwijzen-naar-ggz',
  ),
};

const POLISH_NO_REFERRAL: LetterBasis = {
  text: polishNoReferralBasis,
  verified: checkedForHandOvers(
    'https://inforlex.pl/wersje-fragmentu/tresc,DZU.2024.037.0000146,-1,USTAWA-z-dnia-27-sierpnia-2004-r-o-swiadczeniach-opieki-zdrowotnej-finansowanych-ze-srodkow-publicznych.html?dok=3956379&nr=57&rodzaj=29',
  ),
};

export const LETTER_BASES: Readonly<
  Record<CountryCode, Readonly<Partial<Record<ReportTopic, readonly LetterBasis[]>>>>
> = {
  DE: {
    autism: [
      {
        text: germanAutismGuidelineBasis({ guideline: 'AWMF 028-018' }),
        verified: checkedForHandOvers(
          'http://www.awmf.org/leitlinien/detail/ll/028-018.html',
          'https://www.dptv.de/aktuelles/meldung/neue-leitlinie-der-awmf-zu-diagnostik-von-autismus-veroeffentlicht/',
        ),
      },
      GERMAN_APPOINTMENT_SERVICE,
    ],
    adhd: [
      {
        text: germanAdhdGuidelineBasis({ guideline: 'AWMF 028-045' }),
        verified: checkedForHandOvers(
          'https://www.awmf.org/leitlinien/detail/anmeldung/1/ll/028-045.html',
          'https://adhs.thieme.com/aufmerksamkeitsdefizit-hyperaktivitaetsstoerung-psychische-stoerung',
        ),
      },
      GERMAN_APPOINTMENT_SERVICE,
    ],
  },
  FR: {
    autism: [
      {
        text: frenchAutismRecommendationBasis({ agency: 'Haute Autorité de Santé' }),
        verified: checkedForHandOvers(
          'https://fr.readkong.com/page/autisme-et-autres-troubles-envahissants-du-developpement-5624641',
          'https://www.youscribe.com/catalogue/documents/savoirs/medecine/autisme-et-autres-ted-diagnostic-et-evaluation-chez-l-adulte--2323477',
        ),
      },
    ],
  },
  IT: {},
  ES: {},
  NL: {
    autism: [
      {
        text: dutchAutismGuidelineBasis({ psychiatrists: 'NVvP', psychologists: 'NIP' }),
        verified: checkedForHandOvers(
          'https://richtlijnendatabase.nl/richtlijn/autismespectrumstoornissen_bij_volwassenen/inleiding_ass_bij_volwassenen.html',
        ),
      },
      DUTCH_REFERRAL,
    ],
    adhd: [
      {
        text: dutchAdhdBasis({ college: 'NHG' }),
        verified: checkedForHandOvers(
          'https://www.henw.org/artikelen/nieuw-addendum-voor-adhd-middelen-bij-volwassenen',
        ),
      },
      DUTCH_REFERRAL,
    ],
  },
  PL: { autism: [POLISH_NO_REFERRAL], adhd: [POLISH_NO_REFERRAL] },
  BE: {},
  SE: { autism: [SWEDISH_GUIDELINES], adhd: [SWEDISH_GUIDELINES] },
  AT: {},
  IE: {
    autism: [
      {
        text: irishAutismProtocolBasis({
          agency: 'HSE',
          protocol: 'Autism Assessment and Intervention Pathway Protocol',
        }),
        verified: checkedForHandOvers(
          'https://about.hse.ie/news/hse-launches-new-tiered-approach-to-autism-assessment-and-intervention/',
        ),
      },
    ],
    adhd: [
      {
        text: irishAdhdModelBasis({ agency: 'HSE', model: 'Model of Care for ADHD in Adults' }),
        verified: checkedForHandOvers(
          'https://www.hse.ie/eng/about/who/cspd/ncps/mental-health/adhd/',
          'https://adult.adhdirl.ie/hse-model-care-adhd/c/0/i/55437734/summary-key-recommendations',
          'https://adult.adhdirl.ie/clinics',
        ),
      },
    ],
  },
  GB: {
    autism: [
      {
        text: niceAutismBasis({ institute: 'NICE', guideline: 'CG142' }),
        verified: checkedForHandOvers(
          'https://gpnotebook.com/pages/psychiatry/infantile-autism/identification-and-assessment-of-autism-in-adults',
          'https://www.nice.org.uk/guidance/CG142/chapter/introduction',
        ),
      },
      RIGHT_TO_CHOOSE,
    ],
    adhd: [
      {
        text: niceAdhdBasis({ institute: 'NICE', guideline: 'NG87' }),
        verified: checkedForHandOvers(
          'https://pharmacy-notebook.com/simplepage.cfm?ID=x20080930110426749131&linkID=71259',
          'https://www.nice.org.uk/guidance/QS39/chapter/Quality-statement-2-Identification-and-referral-in-adults',
        ),
      },
      RIGHT_TO_CHOOSE,
    ],
  },
};
