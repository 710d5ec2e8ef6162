import { organisationDescriptions, resourceNotes } from '#messages/report-resources';
import type { AssessmentType } from '../assessments/catalogue.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { SENSORY_NOT_A_DSM_DIAGNOSIS } from './referral-routes.ts';
import { getTopics, type ReportTopic } from './topics.ts';
import { checked, rechecked, type Verification } from './verification.ts';

// Organisations that can help, each checked against a public page that says who they are and whom they serve
// (the `verified` record beside it, decision record 013). A web address is given only where a stored copy
// confirms it; elsewhere the reader is told the name, which is enough to find it. Organisations that serve
// only parents are left out, since the report is written for adults. The Dyspraxia Foundation (UK) closed in
// April 2024 and must not be listed.
export type Organisation = {
  /** The key of its description in #messages/report-resources. */
  id: OrganisationId;
  name: string;
  description: string;
  topics: readonly ReportTopic[];
  website?: string;
  /** Where the name, description and address were checked. */
  verified: Verification;
};

export type OrganisationId =
  | 'autism-europe'
  | 'adhd-europe'
  | 'european-dyslexia-association'
  | 'autismus-deutschland'
  | 'adhs-deutschland'
  | 'bvl'
  | 'autisme-france'
  | 'hypersupers'
  | 'ffdys'
  | 'angsa'
  | 'aifa'
  | 'aid'
  | 'autismo-espana'
  | 'feaadah'
  | 'nva'
  | 'impuls-woortblind'
  | 'fundacja-jim'
  | 'autyzm-polska'
  | 'ptd'
  | 'vva'
  | 'participate'
  | 'zitstil'
  | 'autism-sverige'
  | 'attention'
  | 'dyslexiforbundet'
  | 'autistenhilfe'
  | 'asiam'
  | 'adhd-ireland'
  | 'dyslexia-ireland'
  | 'dyspraxia-dcd-ireland'
  | 'national-autistic-society'
  | 'adhd-uk'
  | 'british-dyslexia-association'
  | 'movement-matters';

/** An organisation's facts, without the words that describe it. */
type OrganisationFacts = Omit<Organisation, 'description'>;

/** Joins each organisation's facts with its description in the report's language. */
function described(organisations: readonly OrganisationFacts[]): readonly Organisation[] {
  return organisations.map((organisation) => ({
    ...organisation,
    description: organisationDescriptions[organisation.id],
  }));
}

export const EU_ORGANISATIONS: readonly Organisation[] = described([
  {
    id: 'autism-europe',
    name: 'Autism-Europe',
    topics: ['autism'],
    website: 'autismeurope.org',
    verified: checked('https://ipa-project.eu/portfolio-items/autism-europe/'),
  },
  {
    id: 'adhd-europe',
    name: 'ADHD-Europe',
    topics: ['adhd'],
    website: 'adhdeurope.eu',
    verified: checked(
      'https://adhdeurope.eu/about/members/criteria/',
      'https://www.mhe-sme.org/member-spotlight-april-2022/',
    ),
  },
  {
    id: 'european-dyslexia-association',
    name: 'European Dyslexia Association',
    topics: ['dyslexia'],
    website: 'eda-info.eu',
    verified: checked('http://eda-info.eu/awareness-week/activities-in-countries/79-the-eda/about-eda'),
  },
]);

export const NATIONAL_ORGANISATIONS: Readonly<Record<CountryCode, readonly Organisation[]>> = {
  DE: described([
    {
      id: 'autismus-deutschland',
      name: 'autismus Deutschland e.V.',
      topics: ['autism'],
      website: 'autismus.de',
      verified: checked('https://www.autismus.de/was-ist-autismus/diagnostik.html'),
    },
    {
      id: 'adhs-deutschland',
      name: 'ADHS Deutschland e.V.',
      topics: ['adhd'],
      website: 'adhs-deutschland.de',
      verified: checked(
        'https://www.kindernetzwerk.de/de/verein/Mitgliedsvereine/20191210_ADHS-Deutschland-eV-Selbsthilfe-fuer-Menschen-mit-.php',
        'https://adhs-deutschland.de/unser-angebot-zeitschrift/deutschlands-adhs-verbaende-bauen-ihre-zusammenarbeit-aus',
      ),
    },
    {
      id: 'bvl',
      name: 'Bundesverband Legasthenie und Dyskalkulie e.V. (BVL)',
      topics: ['dyslexia'],
      website: 'bvl-legasthenie.de',
      verified: checked(
        'https://alphadekade.de/de/akteure/dekadepartner/bundesverband-legasthenie-und-dyskalkulie-e-v/bundesverband-legasthenie-und-dyskalkulie_node.html',
      ),
    },
  ]),
  FR: described([
    {
      id: 'autisme-france',
      name: 'Autisme France',
      topics: ['autism'],
      verified: rechecked(
        'https://www.autisme-france.fr/',
        'https://concourspluripro.fr/parcours-de-soin/patients/notre-combat-est-loin-detre-acheve',
        'https://v1.all-in-web.fr/577_p_25355/avec-autisme-europe.html',
      ),
    },
    {
      id: 'hypersupers',
      name: 'HyperSupers – TDAH France',
      topics: ['adhd'],
      website: 'tdah-france.fr',
      verified: rechecked(
        'https://www.tdah-france.fr/Portrait-d-HyperSupers-TDAH-France.html?lang=fr',
        'https://www.tdah-france.fr/Presentation-de-l-Association-HyperSupers-TDAH-France.html?lang=fr',
        'https://2017-2022.nosdeputes.fr/15/intervention/618627',
      ),
    },
    {
      id: 'ffdys',
      name: 'Fédération Française des DYS (FFDys)',
      topics: ['dyslexia', 'dyspraxia'],
      website: 'ffdys.com',
      verified: checked(
        'https://www.ffdys.com/la-federation-ffdys-et-les-associations-nationales-et-locales/la-federation/la-ffdys-en-anglais/',
      ),
    },
  ]),
  IT: described([
    {
      id: 'angsa',
      name: 'ANGSA',
      topics: ['autism'],
      verified: rechecked(
        'https://www.angsa.it/',
        'https://angsabrindisi.it/?page_id=94',
        'https://www.quotidianosanita.it/cronache/autismo-angsa-compie-anni-oggi-siamo-un-associazione-capillare-di-genitori-esperti',
      ),
    },
    {
      id: 'aifa',
      name: 'AIFA – Associazione Italiana Famiglie ADHD',
      topics: ['adhd'],
      website: 'associazioneaifa.it',
      verified: rechecked(
        'https://www.associazioneaifa.it/',
        'https://famiglieadhdcuneo.it/adhd-in-italia',
        'https://superando.it/2024/11/15/adhd-dalleta-evolutiva-alleta-adulta-se-ne-parla-in-friuli-venezia-giulia',
      ),
    },
    {
      id: 'aid',
      name: 'AID – Associazione Italiana Dislessia',
      topics: ['dyslexia'],
      website: 'aiditalia.org',
      verified: checked('https://bilanciosociale.aiditalia.org'),
    },
  ]),
  ES: described([
    {
      id: 'autismo-espana',
      name: 'Autismo España',
      topics: ['autism'],
      website: 'autismo.org.es',
      verified: rechecked('https://autismo.org.es/nosotros/nuestra-identidad/'),
    },
    {
      id: 'feaadah',
      name: 'FEAADAH',
      topics: ['adhd'],
      verified: rechecked(
        'https://www.adhd-day.com/en/adhd/',
        'http://www.anadahi.org/es/27-de-octubre-dia-nacional-del-tdah-en-espana',
      ),
    },
  ]),
  NL: described([
    {
      id: 'nva',
      name: 'Nederlandse Vereniging voor Autisme (NVA)',
      topics: ['autism'],
      verified: rechecked(
        'https://www.perssupport.nl/persbericht/78ea70c7-acd7-4d7f-9a28-ed8a3cf9628f/de-nederlandse-vereniging-voor-autisme-bestaat-40-jaar',
        'https://www.ggztotaal.nl/nw-29166-6-3692889/nieuws/nederlandse_vereniging_voor_autisme_gaat_zich_volledig_richten_op_kernactiviteiten.html',
        'https://www.canonsociaalwerk.eu/nl_aut/details.php?cps=156&canon_id=612',
      ),
    },
    {
      id: 'impuls-woortblind',
      name: 'Impuls & Woortblind',
      topics: ['adhd', 'dyslexia'],
      website: 'impulsenwoortblind.nl',
      verified: checked(
        'https://exxact.nl/pvda-barendrecht-in-gesprek-met-rob-pereira-voorzitter-vereniging-impuls-woortblind-tevens-kinderarts-adhd/',
        'https://impulsenwoortblind.nl/voorlichting-en-informatie/managen-en-benutten/behandelen/als-volwassene-vermoeden-van-dyslexie/',
      ),
    },
  ]),
  PL: described([
    {
      id: 'fundacja-jim',
      name: 'Fundacja JiM',
      topics: ['autism'],
      website: 'jim.org',
      verified: checked('https://jim.org/en/mission-and-vision/'),
    },
    {
      id: 'autyzm-polska',
      name: 'Porozumienie Autyzm-Polska',
      topics: ['autism'],
      website: 'autyzmpolska.org.pl',
      verified: checked('https://autyzmpolska.org.pl/porozumienie-autyzm-polska/'),
    },
    {
      id: 'ptd',
      name: 'Polskie Towarzystwo Dysleksji',
      topics: ['dyslexia'],
      website: 'ptd.edu.pl',
      verified: rechecked(
        'https://ptd.edu.pl/',
        'https://zachod.pl/1028421/zielonogorski-oddzial-polskiego-towarzystwa-dysleksji-ma-juz-30-lat/',
        'https://www.spmodlnica.pl/3-9-pazdziernika-tydzien-swiadomosci-dysleksji/',
      ),
    },
  ]),
  BE: described([
    {
      id: 'vva',
      name: 'Vlaamse Vereniging Autisme (VVA)',
      topics: ['autism'],
      verified: rechecked(
        'https://autismevlaanderen.be/vrijwilligerspunt-gent-zet-vva-vrijwilliger-de-kijker',
      ),
    },
    {
      id: 'participate',
      name: 'Participate!',
      topics: ['autism'],
      website: 'participate-autisme.be',
      verified: checked(
        'https://weliswaar.be/welzijn-zorg/%E2%80%9Conze-website-moet-de-referentie-worden-voor-autisme-vlaanderen%E2%80%9D',
        'https://nl.participate-autisme.be/hulpmiddelen/praktische-gids/infofiches/referentiecentrum-autismespectrumstoornis-rca',
      ),
    },
    {
      id: 'zitstil',
      name: 'ZitStil',
      topics: ['adhd'],
      website: 'zitstil.be',
      verified: rechecked(
        'https://www.zitstil.be/nieuwsberichten/blog/soms-mag-je-echt-niet-zwijgen/',
        'https://www.inclusieambassade.be/partner/centrum-zitstil',
      ),
    },
  ]),
  SE: described([
    {
      id: 'autism-sverige',
      name: 'Autism Sverige',
      topics: ['autism'],
      website: 'autism.se',
      verified: checked('https://www.autism.se/autism-sverige-50-ar/forbundet-fram-till-idag/'),
    },
    {
      id: 'attention',
      name: 'Riksförbundet Attention',
      topics: ['adhd', 'autism'],
      verified: rechecked(
        'https://attention.se/2020/05/06/hurra-den-13-maj-fyller-riksforbundet-attention-20-ar/',
      ),
    },
    {
      id: 'dyslexiforbundet',
      name: 'Dyslexiförbundet',
      topics: ['dyslexia'],
      website: 'dyslexi.org',
      verified: checked('https://dyslexi.org/forbundet/dyslexiforbundets-historia/'),
    },
  ]),
  AT: described([
    {
      id: 'autistenhilfe',
      name: 'Österreichische Autistenhilfe',
      topics: ['autism'],
      website: 'autistenhilfe.at',
      verified: rechecked(
        'https://www.autistenhilfe.at/',
        'https://oe1.orf.at/artikel/656627/Leben-mit-Autismus-Arbeit-Alltag-Aufbau',
        'https://kurier.at/amp/chronik/burgenland/autismus-burgenland-verein-hilfe-asperger/402628268',
      ),
    },
  ]),
  IE: described([
    {
      id: 'asiam',
      name: 'AsIAm',
      topics: ['autism'],
      website: 'asiam.ie',
      verified: checked(
        'https://www.independent.ie/storyplus/autism-isnt-something-that-we-can-just-park-how-asiam-is-helping-the-autistic-community-at-this-time-39148615.html',
        'https://www.echolive.ie/corknews/arid-40256852.html',
      ),
    },
    {
      id: 'adhd-ireland',
      name: 'ADHD Ireland',
      topics: ['adhd'],
      website: 'adhdireland.ie',
      verified: checked(
        'https://www.leinsterleader.ie/news/home/513154/new-support-group-for-parents-of-children-of-adhd-being-set-up-near-naas.html',
        'https://www.irishexaminer.com/lifestyle/people/arid-40936247.html?type=amp-40036037.html',
      ),
    },
    {
      id: 'dyslexia-ireland',
      name: 'Dyslexia Association of Ireland',
      topics: ['dyslexia'],
      website: 'dyslexia.ie',
      verified: rechecked(
        'https://dyslexia.ie/giving-tuesday-2020/',
        'https://www.irishexaminer.com/news/arid-41240599.html',
      ),
    },
    {
      id: 'dyspraxia-dcd-ireland',
      name: 'Dyspraxia/DCD Ireland',
      topics: ['dyspraxia'],
      verified: rechecked(
        'https://bcil.ie/archives/8306',
        'https://headstuff.org/sparking-change-with-dil/35-harry-conway-and-fay-dunn-dyspraxia-dcd-ireland/',
      ),
    },
  ]),
  GB: described([
    {
      id: 'national-autistic-society',
      name: 'National Autistic Society',
      topics: ['autism'],
      website: 'autism.org.uk',
      verified: checked('https://www.autism.org.uk/get-involved/media-centre/notes-to-editors.aspx'),
    },
    {
      id: 'adhd-uk',
      name: 'ADHD UK',
      topics: ['adhd'],
      website: 'adhduk.co.uk',
      verified: checked(
        'https://adhduk.co.uk/2025/11/02/daily-express-us-adhd-uk-responds-to-anthony-hopkins-on-adhd',
      ),
    },
    {
      id: 'british-dyslexia-association',
      name: 'British Dyslexia Association',
      topics: ['dyslexia'],
      website: 'bdadyslexia.org.uk',
      verified: checked(
        'https://www.bdadyslexia.org.uk/employer/employer-advice',
        'http://www.bdadyslexia.org.uk/dyslexic/getting-an-assessment-for-dyslexia',
      ),
    },
    {
      id: 'movement-matters',
      name: 'Movement Matters',
      topics: ['dyspraxia'],
      website: 'movementmattersuk.org',
      verified: checked(
        'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/who-we-are.aspx',
        'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/developmental-disorders-documentation/dcd-and-employment.aspx',
      ),
    },
  ]),
};

export type CountryOrganisations = {
  country: CountryCode;
  countryName: string;
  organisations: Organisation[];
};

export type Resources = {
  /** A sentence shown before the lists when the assessment has no dedicated organisations of its own. */
  note: string | null;
  euWide: Organisation[];
  national: CountryOrganisations[];
};

// Sensory processing differences are not a separate diagnosis, so no association is devoted to them; autism
// and ADHD associations are where practical sensory guidance is most often found.
const RESOURCE_TOPICS: Readonly<Partial<Record<AssessmentType, readonly ReportTopic[]>>> = {
  spd: ['autism', 'adhd'],
};

/** A sentence shown before the lists when the assessment has no dedicated organisations of its own. */
export const RESOURCE_NOTES: Readonly<Partial<Record<AssessmentType, string>>> = resourceNotes;

/** Where each note's claims were checked. */
export const RESOURCE_NOTES_VERIFIED: Readonly<Partial<Record<AssessmentType, Verification>>> = {
  spd: checked(
    SENSORY_NOT_A_DSM_DIAGNOSIS,
    'https://imfar.confex.com/imfar/2017/webprogram/Paper23309.html',
    'https://hub.salford.ac.uk/health-and-society-research/2020/07/28/sensory-processing-abnormalities-in-adhd/',
  ),
  dyspraxia: checked(
    'https://www.dyspraxiamagazine.com/blogs/articles/dyspraxia-foundation-announces-closure-amid-financial-challenges',
    'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/who-we-are.aspx',
  ),
};

function matchesAny(organisation: Organisation, topics: readonly ReportTopic[]): boolean {
  return organisation.topics.some((topic) => topics.includes(topic));
}

export function getResources(type: AssessmentType): Resources {
  const topics = RESOURCE_TOPICS[type] ?? getTopics(type);
  return {
    note: RESOURCE_NOTES[type] ?? null,
    euWide: EU_ORGANISATIONS.filter((organisation) => matchesAny(organisation, topics)),
    national: REPORT_COUNTRIES.map((country) => ({
      country,
      countryName: COUNTRY_NAMES[country],
      organisations: NATIONAL_ORGANISATIONS[country].filter((organisation) =>
        matchesAny(organisation, topics),
      ),
    })).filter((entry) => entry.organisations.length > 0),
  };
}
