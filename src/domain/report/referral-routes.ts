import {
  appointmentPreparation,
  elsewhereRoute,
  routeTexts,
  topicLabels,
  topicLabelsAnd,
  whoAssesses,
} from '#messages/report-routes';
import type { AssessmentType } from '../assessments/catalogue.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { getTopics, REPORT_TOPICS, type ReportTopic } from './topics.ts';
import { checked, rechecked, type Verification } from './verification.ts';

// How to seek a formal assessment, by country. We name referral ROUTES (who to ask first, which public service
// usually assesses, what it is called locally) and national bodies, never individual clinics, and give only
// public phone numbers of national services (116117, 1177, 1450). Each route was checked against public pages
// (its `verified` record, decision record 013); where no source describes a step, the text only suggests what
// to ask ("ask your doctor whether..."), and services and waits change, so the report tells the reader to check.
// The texts are messages (domain/messages/*/report-routes.ts); the sources, links and phone numbers stay here.
export type CountryRoute = {
  firstStep: string;
  notes: Readonly<Partial<Record<ReportTopic, string>>>;
  /** Where the first step and the notes were checked. */
  verified: Verification;
};

/** Who usually assesses each topic, in the reader's language (messages `report-routes`). */
export const WHO_ASSESSES: Readonly<Record<ReportTopic, string>> = whoAssesses;

/**
 * The American Academy of Pediatrics' policy statement on sensory integration therapies (2012): sensory processing
 * disorder is not a diagnosis in the DSM, and occupational therapists are the ones who work with sensory needs.
 */
export const SENSORY_NOT_A_DSM_DIAGNOSIS = 'https://doi.org/10.1542/peds.2012-0876';

/** Where each topic's text of who assesses (`WHO_ASSESSES`) was checked. */
export const WHO_ASSESSES_VERIFIED: Readonly<Record<ReportTopic, Verification>> = {
  autism: checked('https://www.theowl.org/hampshire-and-iow/hampshire-iow-adult-assessment-process/'),
  adhd: checked('https://www.nice.org.uk/guidance/ng87/chapter/Recommendations'),
  sensory: checked(
    SENSORY_NOT_A_DSM_DIAGNOSIS,
    'https://imfar.confex.com/imfar/2017/webprogram/Paper23309.html',
    'https://hub.salford.ac.uk/health-and-society-research/2020/07/28/sensory-processing-abnormalities-in-adhd/',
  ),
  dyspraxia: checked('https://healthandwork.org.uk/dyspraxia-overview/'),
  dyslexia: checked(
    'http://www.bdadyslexia.org.uk/dyslexic/getting-an-assessment-for-dyslexia',
    'https://e-orthophonie.fr/un-site-dinformation-sur-la-dyslexie/',
    'https://www.logopede-liege.be/dyslexie-dysorthographie/',
  ),
};

/** Each country's route: its texts (messages `report-routes`) and where they were checked. */
export const COUNTRY_ROUTES: Readonly<Record<CountryCode, CountryRoute>> = {
  DE: {
    ...routeTexts.DE,
    verified: rechecked(
      'https://www.barmer.de/gesundheit-verstehen/psychische-erkrankungen/zugang-psychotherapie-238582',
      'https://vzhh.de/themen/gesundheit-patientenschutz/arzt-krankenhaus/wie-bekomme-ich-schnell-einen-termin-beim-facharzt',
      'https://www.rnd.de/gesundheit/terminservice-der-kassenarztlichen-vereinigungen-nur-mit-code-moglich-FJCY4SQQ7SVEDZS2XVOXQZWBTM.html',
      'https://www.autismus.de/was-ist-autismus/diagnostik.html',
    ),
  },
  FR: {
    ...routeTexts.FR,
    verified: rechecked(
      'https://www.ameli.fr/assure/remboursements/etre-bien-rembourse/medecin-traitant-parcours-soins-coordonnes',
      'https://cra-npdc.fr/?p=973',
      'https://www.tdah-france.fr/Portrait-d-HyperSupers-TDAH-France.html?lang=fr',
      'https://parleretlire.com/blog/qui-peut-prescrire-un-bilan-orthophoniste',
      'https://e-orthophonie.fr/un-site-dinformation-sur-la-dyslexie/',
    ),
  },
  IT: {
    ...routeTexts.IT,
    verified: rechecked(
      'https://www.associazioneaifa.it/studio-sui-centri/',
      'https://www.gazzettaufficiale.it/eli/id/2010/10/18/010G0192/sg',
      'https://bilanciosociale.aiditalia.org',
      'https://www.ilcittadinomb.it/news/cronaca/asst-brianza-ambulatorio-autismo-over-16-a-lissone-e-vimercate/',
    ),
  },
  ES: {
    ...routeTexts.ES,
    verified: rechecked(
      'https://www.som360.org/en/blog/detection-and-diagnosis-autism-spectrum-disorder',
      'https://autismo.org.es/nosotros/nuestra-identidad/',
      'https://www.adhd-day.com/en/adhd/',
    ),
  },
  NL: {
    ...routeTexts.NL,
    verified: rechecked(
      'https://impulsenwoortblind.nl/voorlichting-en-informatie/managen-en-benutten/behandelen/als-volwassene-vermoeden-van-dyslexie/',
      'https://www.hezenberg.nl/specialistische-en-basis-ggz/ambulante-ggz-behandeling/wachttijden-2/',
      'https://www.schulinck.nl/sociaal-domein/wmo-nieuws-ggz-moet-wachttijden-publiceren/',
    ),
  },
  PL: {
    ...routeTexts.PL,
    verified: rechecked(
      'https://www.nfz.gov.pl/dla-pacjenta/informacje-o-swiadczeniach/informacje-o-pozostalych-swiadczeniach/',
      'https://pacjent.gov.pl/',
      'https://zdrowie.wprost.pl/strefa-pacjenta/11452381/czy-do-psychiatry-trzeba-miec-skierowanie-to-jeden-z-wyjatkow.html',
    ),
  },
  BE: {
    ...routeTexts.BE,
    verified: checked(
      'https://nl.participate-autisme.be/hulpmiddelen/praktische-gids/infofiches/referentiecentrum-autismespectrumstoornis-rca',
      'https://www.inkendaal.be/revalidatie-aanbod/conventies/referentiecentrum-voor-autismespectrumstoornissen',
      'https://senate.be/www/?MIval=Vragen/SchriftelijkeVraag&LEG=7&NR=1626&LANG=nl',
      'https://www.inclusieambassade.be/partner/centrum-zitstil',
      'https://www.zitstil.be/nieuwsberichten/blog/soms-mag-je-echt-niet-zwijgen/',
      'https://www.logopede-liege.be/dyslexie-dysorthographie/',
    ),
  },
  SE: {
    ...routeTexts.SE,
    verified: rechecked(
      'https://www.1177.se/Stockholm/om-1177-vardguiden/1177-vardguiden-pa-telefon/om-1177-vardguiden-pa-telefon/',
      'https://1177.se/Vasternorrland/undersokning-behandling/undersokningar-och-provtagning/psykiatriska-utredningar/neuropsykiatrisk-utredning',
      'https://www.government.se/government-of-sweden/ministry-for-foreign-affairs/diplomatic-portal/diplomatic-guide/16.-health-care/16.7-health-care-advice-over-the-phone',
      'https://dyslexi.org/forbundet/dyslexiforbundets-historia/',
    ),
  },
  AT: {
    ...routeTexts.AT,
    verified: rechecked(
      'https://gesundheit.gv.at/news/aktuelles/aktuell-2023/gesundheitshotline.html',
      'https://meinebvaeb.at/cdscontent/?contentid=10007.843947&portal=svportal',
      'https://www.gesundheitskasse.at/cdscontent/?contentid=10007.825587&portal=oegknportal',
      'https://www.autistenhilfe.at/',
      'https://oe1.orf.at/artikel/656627/Leben-mit-Autismus-Arbeit-Alltag-Aufbau',
    ),
  },
  IE: {
    ...routeTexts.IE,
    verified: rechecked(
      'https://about.hse.ie/news/hse-launches-new-tiered-approach-to-autism-assessment-and-intervention/',
      'https://www.hse.ie/eng/about/who/cspd/ncps/mental-health/adhd/',
      'https://adult.adhdirl.ie/clinics',
      'https://dyslexia.ie/giving-tuesday-2020/',
      'https://bcil.ie/archives/8306',
    ),
  },
  GB: {
    ...routeTexts.GB,
    verified: rechecked(
      'https://slam.nhs.uk/nhs-right-to-choose-adhd-autism-assessments',
      'https://www.surreyheartlands.org/right-to-choose-for-mental-health-care',
      'https://adhduk.co.uk/right-to-choose/',
      'https://www.nice.org.uk/guidance/ng87/chapter/Recommendations',
      'https://healthandwork.org.uk/dyspraxia-overview/',
      'https://www.bdadyslexia.org.uk/news/how-standards-for-diagnostic-assessments-are-maintained',
    ),
  },
};

/** Where the route for other countries (`elsewhereRoute`) was checked. */
export const ELSEWHERE_ROUTE_VERIFIED: Verification = checked(
  'https://ipa-project.eu/portfolio-items/autism-europe/',
  'https://adhdeurope.eu/about/members/criteria/',
  'http://eda-info.eu/awareness-week/activities-in-countries/79-the-eda/about-eda',
);

export type CountryReferral = {
  country: CountryCode;
  countryName: string;
  firstStep: string;
  /** One note per topic of the assessment; topics whose note is the same text share one entry. */
  notes: { label: string; text: string }[];
};

export type ReferralGuide = {
  whoAssesses: { topic: ReportTopic; label: string; text: string }[];
  countries: CountryReferral[];
  elsewhere: string;
  preparation: readonly string[];
};

function mergeSharedNotes(
  notes: { topics: ReportTopic[]; text: string }[],
): { label: string; text: string }[] {
  const merged: { topics: ReportTopic[]; text: string }[] = [];
  for (const note of notes) {
    const same = merged.find((candidate) => candidate.text === note.text);
    if (same) same.topics.push(...note.topics);
    else merged.push({ topics: [...note.topics], text: note.text });
  }
  return merged.map(({ topics, text }) => ({
    label: topics.map((topic) => topicLabels[topic]).join(topicLabelsAnd),
    text,
  }));
}

export function getReferralGuide(type: AssessmentType): ReferralGuide {
  const topics = REPORT_TOPICS.filter((topic) => getTopics(type).includes(topic));
  return {
    whoAssesses: topics.map((topic) => ({ topic, label: topicLabels[topic], text: WHO_ASSESSES[topic] })),
    countries: REPORT_COUNTRIES.map((country) => {
      const route = COUNTRY_ROUTES[country];
      return {
        country,
        countryName: COUNTRY_NAMES[country],
        firstStep: route.firstStep,
        notes: mergeSharedNotes(
          topics.flatMap((topic) => {
            const text = route.notes[topic];
            return text ? [{ topics: [topic], text }] : [];
          }),
        ),
      };
    }),
    elsewhere: elsewhereRoute,
    preparation: appointmentPreparation,
  };
}
