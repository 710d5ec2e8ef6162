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
  name: string;
  description: string;
  topics: readonly ReportTopic[];
  website?: string;
  /** Where the name, description and address were checked. */
  verified: Verification;
};

export const EU_ORGANISATIONS: readonly Organisation[] = [
  {
    name: 'Autism-Europe',
    description:
      'A network of more than 80 autism associations in 38 countries, recognised by the EU institutions. Its member list is a good way to find the association in your country.',
    topics: ['autism'],
    website: 'autismeurope.org',
    verified: checked('https://ipa-project.eu/portfolio-items/autism-europe/'),
  },
  {
    name: 'ADHD-Europe',
    description:
      'The European alliance of national and regional ADHD associations. It has published a survey on access to diagnosis and treatment across Europe, and lists its member groups.',
    topics: ['adhd'],
    website: 'adhdeurope.eu',
    verified: checked(
      'https://adhdeurope.eu/about/members/criteria/',
      'https://www.mhe-sme.org/member-spotlight-april-2022/',
    ),
  },
  {
    name: 'European Dyslexia Association',
    description:
      'Brings together 40 member organisations in 24 European countries and is a member of the European Disability Forum.',
    topics: ['dyslexia'],
    website: 'eda-info.eu',
    verified: checked('http://eda-info.eu/awareness-week/activities-in-countries/79-the-eda/about-eda'),
  },
];

export const NATIONAL_ORGANISATIONS: Readonly<Record<CountryCode, readonly Organisation[]>> = {
  DE: [
    {
      name: 'autismus Deutschland e.V.',
      description: 'The national autism association, with information on diagnosis for adults.',
      topics: ['autism'],
      website: 'autismus.de',
      verified: checked('https://www.autismus.de/was-ist-autismus/diagnostik.html'),
    },
    {
      name: 'ADHS Deutschland e.V.',
      description: 'A national self-help association for people with ADHD.',
      topics: ['adhd'],
      website: 'adhs-deutschland.de',
      verified: checked(
        'https://www.kindernetzwerk.de/de/verein/Mitgliedsvereine/20191210_ADHS-Deutschland-eV-Selbsthilfe-fuer-Menschen-mit-.php',
        'https://adhs-deutschland.de/unser-angebot-zeitschrift/deutschlands-adhs-verbaende-bauen-ihre-zusammenarbeit-aus',
      ),
    },
    {
      name: 'Bundesverband Legasthenie und Dyskalkulie e.V. (BVL)',
      description: 'The national association for dyslexia and dyscalculia.',
      topics: ['dyslexia'],
      website: 'bvl-legasthenie.de',
      verified: checked(
        'https://alphadekade.de/de/akteure/dekadepartner/bundesverband-legasthenie-und-dyskalkulie-e-v/bundesverband-legasthenie-und-dyskalkulie_node.html',
      ),
    },
  ],
  FR: [
    {
      name: 'Autisme France',
      description: 'A national autism association, founded in 1989 and a member of Autism-Europe.',
      topics: ['autism'],
      verified: rechecked(
        'https://www.autisme-france.fr/',
        'https://concourspluripro.fr/parcours-de-soin/patients/notre-combat-est-loin-detre-acheve',
        'https://v1.all-in-web.fr/577_p_25355/avec-autisme-europe.html',
      ),
    },
    {
      name: 'HyperSupers – TDAH France',
      description:
        'A national ADHD association founded by parents in 2002, for families, adults and children with ADHD.',
      topics: ['adhd'],
      website: 'tdah-france.fr',
      verified: rechecked(
        'https://www.tdah-france.fr/Portrait-d-HyperSupers-TDAH-France.html?lang=fr',
        'https://www.tdah-france.fr/Presentation-de-l-Association-HyperSupers-TDAH-France.html?lang=fr',
        'https://2017-2022.nosdeputes.fr/15/intervention/618627',
      ),
    },
    {
      name: 'Fédération Française des DYS (FFDys)',
      description:
        'A federation of associations for dyslexia, dyspraxia and other specific learning differences.',
      topics: ['dyslexia', 'dyspraxia'],
      website: 'ffdys.com',
      verified: checked(
        'https://www.ffdys.com/la-federation-ffdys-et-les-associations-nationales-et-locales/la-federation/la-ffdys-en-anglais/',
      ),
    },
  ],
  IT: [
    {
      name: 'ANGSA',
      description: 'A national autism association founded by parents in 1985, with a branch in every region.',
      topics: ['autism'],
      verified: rechecked(
        'https://www.angsa.it/',
        'https://angsabrindisi.it/?page_id=94',
        'https://www.quotidianosanita.it/cronache/autismo-angsa-compie-anni-oggi-siamo-un-associazione-capillare-di-genitori-esperti',
      ),
    },
    {
      name: 'AIFA – Associazione Italiana Famiglie ADHD',
      description:
        'A national ADHD association founded by parents in 2002, which also holds events about ADHD in adults.',
      topics: ['adhd'],
      website: 'associazioneaifa.it',
      verified: rechecked(
        'https://www.associazioneaifa.it/',
        'https://famiglieadhdcuneo.it/adhd-in-italia',
        'https://superando.it/2024/11/15/adhd-dalleta-evolutiva-alleta-adulta-se-ne-parla-in-friuli-venezia-giulia',
      ),
    },
    {
      name: 'AID – Associazione Italiana Dislessia',
      description:
        'The national association for specific learning disorders such as dyslexia, with adult members and local sections.',
      topics: ['dyslexia'],
      website: 'aiditalia.org',
      verified: checked('https://bilanciosociale.aiditalia.org'),
    },
  ],
  ES: [
    {
      name: 'Autismo España',
      description:
        'The Spanish confederation of autism organisations, founded in 1994, which supports autistic people and their families.',
      topics: ['autism'],
      website: 'autismo.org.es',
      verified: rechecked('https://autismo.org.es/nosotros/nuestra-identidad/'),
    },
    {
      name: 'FEAADAH',
      description: 'The Spanish federation of ADHD associations and a founding member of ADHD-Europe.',
      topics: ['adhd'],
      verified: rechecked(
        'https://www.adhd-day.com/en/adhd/',
        'http://www.anadahi.org/es/27-de-octubre-dia-nacional-del-tdah-en-espana',
      ),
    },
  ],
  NL: [
    {
      name: 'Nederlandse Vereniging voor Autisme (NVA)',
      description:
        'The Dutch autism association, founded in 1978, for autistic people of all ages and those close to them.',
      topics: ['autism'],
      verified: rechecked(
        'https://www.perssupport.nl/persbericht/78ea70c7-acd7-4d7f-9a28-ed8a3cf9628f/de-nederlandse-vereniging-voor-autisme-bestaat-40-jaar',
        'https://www.ggztotaal.nl/nw-29166-6-3692889/nieuws/nederlandse_vereniging_voor_autisme_gaat_zich_volledig_richten_op_kernactiviteiten.html',
        'https://www.canonsociaalwerk.eu/nl_aut/details.php?cps=156&canon_id=612',
      ),
    },
    {
      name: 'Impuls & Woortblind',
      description:
        'The Dutch association for people with ADHD, ADD, dyslexia or dyscalculia, with information for adults.',
      topics: ['adhd', 'dyslexia'],
      website: 'impulsenwoortblind.nl',
      verified: checked(
        'https://exxact.nl/pvda-barendrecht-in-gesprek-met-rob-pereira-voorzitter-vereniging-impuls-woortblind-tevens-kinderarts-adhd/',
        'https://impulsenwoortblind.nl/voorlichting-en-informatie/managen-en-benutten/behandelen/als-volwassene-vermoeden-van-dyslexie/',
      ),
    },
  ],
  PL: [
    {
      name: 'Fundacja JiM',
      description: 'A foundation supporting autistic people, including adults, and their families.',
      topics: ['autism'],
      website: 'jim.org',
      verified: checked('https://jim.org/en/mission-and-vision/'),
    },
    {
      name: 'Porozumienie Autyzm-Polska',
      description: 'A federation of Polish autism organisations and a member of Autism-Europe.',
      topics: ['autism'],
      website: 'autyzmpolska.org.pl',
      verified: checked('https://autyzmpolska.org.pl/porozumienie-autyzm-polska/'),
    },
    {
      name: 'Polskie Towarzystwo Dysleksji',
      description:
        'The Polish Dyslexia Association, for people with dyslexia and professionals, with regional branches.',
      topics: ['dyslexia'],
      website: 'ptd.edu.pl',
      verified: rechecked(
        'https://ptd.edu.pl/',
        'https://zachod.pl/1028421/zielonogorski-oddzial-polskiego-towarzystwa-dysleksji-ma-juz-30-lat/',
        'https://www.spmodlnica.pl/3-9-pazdziernika-tydzien-swiadomosci-dysleksji/',
      ),
    },
  ],
  BE: [
    {
      name: 'Vlaamse Vereniging Autisme (VVA)',
      description: 'The Flemish autism association, for autistic people, their parents and families.',
      topics: ['autism'],
      verified: rechecked(
        'https://autismevlaanderen.be/vrijwilligerspunt-gent-zet-vva-vrijwilliger-de-kijker',
      ),
    },
    {
      name: 'Participate!',
      description:
        'A Flemish information site about autism for autistic people, families and professionals, with a practical guide to services.',
      topics: ['autism'],
      website: 'participate-autisme.be',
      verified: checked(
        'https://weliswaar.be/welzijn-zorg/%E2%80%9Conze-website-moet-de-referentie-worden-voor-autisme-vlaanderen%E2%80%9D',
        'https://nl.participate-autisme.be/hulpmiddelen/praktische-gids/infofiches/referentiecentrum-autismespectrumstoornis-rca',
      ),
    },
    {
      name: 'ZitStil',
      description: 'A Flemish centre of expertise on ADHD, which also works with teenagers and young adults.',
      topics: ['adhd'],
      website: 'zitstil.be',
      verified: rechecked(
        'https://www.zitstil.be/nieuwsberichten/blog/soms-mag-je-echt-niet-zwijgen/',
        'https://www.inclusieambassade.be/partner/centrum-zitstil',
      ),
    },
  ],
  SE: [
    {
      name: 'Autism Sverige',
      description:
        'The Swedish national autism association, called Autism- och Aspergerförbundet until 2022.',
      topics: ['autism'],
      website: 'autism.se',
      verified: checked('https://www.autism.se/autism-sverige-50-ar/forbundet-fram-till-idag/'),
    },
    {
      name: 'Riksförbundet Attention',
      description:
        'A national association for people with neurodevelopmental conditions such as ADHD and autism, their families and professionals, with about 15,000 members.',
      topics: ['adhd', 'autism'],
      verified: rechecked(
        'https://attention.se/2020/05/06/hurra-den-13-maj-fyller-riksforbundet-attention-20-ar/',
      ),
    },
    {
      name: 'Dyslexiförbundet',
      description:
        'The Swedish dyslexia association, founded in 1979 by people with reading and writing difficulties.',
      topics: ['dyslexia'],
      website: 'dyslexi.org',
      verified: checked('https://dyslexi.org/forbundet/dyslexiforbundets-historia/'),
    },
  ],
  AT: [
    {
      name: 'Österreichische Autistenhilfe',
      description: 'An Austrian autism organisation with its own centre for diagnosis and therapy.',
      topics: ['autism'],
      website: 'autistenhilfe.at',
      verified: rechecked(
        'https://www.autistenhilfe.at/',
        'https://oe1.orf.at/artikel/656627/Leben-mit-Autismus-Arbeit-Alltag-Aufbau',
        'https://kurier.at/amp/chronik/burgenland/autismus-burgenland-verein-hilfe-asperger/402628268',
      ),
    },
  ],
  IE: [
    {
      name: 'AsIAm',
      description:
        'Ireland’s national autism charity, founded in 2014, with support for autistic adults and families.',
      topics: ['autism'],
      website: 'asiam.ie',
      verified: checked(
        'https://www.independent.ie/storyplus/autism-isnt-something-that-we-can-just-park-how-asiam-is-helping-the-autistic-community-at-this-time-39148615.html',
        'https://www.echolive.ie/corknews/arid-40256852.html',
      ),
    },
    {
      name: 'ADHD Ireland',
      description:
        'A national charity for adults with ADHD and parents, which runs support groups for adults and the UMAAP online programme.',
      topics: ['adhd'],
      website: 'adhdireland.ie',
      verified: checked(
        'https://www.leinsterleader.ie/news/home/513154/new-support-group-for-parents-of-children-of-adhd-being-set-up-near-naas.html',
        'https://www.irishexaminer.com/lifestyle/people/arid-40936247.html?type=amp-40036037.html',
      ),
    },
    {
      name: 'Dyslexia Association of Ireland',
      description:
        'The national dyslexia association, with information on assessment for children and adults.',
      topics: ['dyslexia'],
      website: 'dyslexia.ie',
      verified: rechecked(
        'https://dyslexia.ie/giving-tuesday-2020/',
        'https://www.irishexaminer.com/news/arid-41240599.html',
      ),
    },
    {
      name: 'Dyspraxia/DCD Ireland',
      description:
        'A national organisation founded by parents, with information and a support line for children and adults.',
      topics: ['dyspraxia'],
      verified: rechecked(
        'https://bcil.ie/archives/8306',
        'https://headstuff.org/sparking-change-with-dil/35-harry-conway-and-fay-dunn-dyspraxia-dcd-ireland/',
      ),
    },
  ],
  GB: [
    {
      name: 'National Autistic Society',
      description:
        'The UK’s leading charity for autistic people, with support and advice for autistic adults and families.',
      topics: ['autism'],
      website: 'autism.org.uk',
      verified: checked('https://www.autism.org.uk/get-involved/media-centre/notes-to-editors.aspx'),
    },
    {
      name: 'ADHD UK',
      description: 'A UK charity for people with ADHD.',
      topics: ['adhd'],
      website: 'adhduk.co.uk',
      verified: checked(
        'https://adhduk.co.uk/2025/11/02/daily-express-us-adhd-uk-responds-to-anthony-hopkins-on-adhd',
      ),
    },
    {
      name: 'British Dyslexia Association',
      description: 'Information for dyslexic adults and employers, including its Dyslexia Style Guide.',
      topics: ['dyslexia'],
      website: 'bdadyslexia.org.uk',
      verified: checked(
        'https://www.bdadyslexia.org.uk/employer/employer-advice',
        'http://www.bdadyslexia.org.uk/dyslexic/getting-an-assessment-for-dyslexia',
      ),
    },
    {
      name: 'Movement Matters',
      description:
        'The UK umbrella organisation of the main national groups for DCD/dyspraxia, with information for adults and employers.',
      topics: ['dyspraxia'],
      website: 'movementmattersuk.org',
      verified: checked(
        'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/who-we-are.aspx',
        'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/developmental-disorders-documentation/dcd-and-employment.aspx',
      ),
    },
  ],
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

export const RESOURCE_NOTES: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Sensory processing differences are not a separate diagnosis in DSM-5, so few organisations focus on them alone. Autism and ADHD associations are listed because sensory differences are common with both, and occupational therapists have long worked with sensory needs.',
  dyspraxia:
    'There are fewer organisations for adults with dyspraxia (DCD) than for other conditions in this report. The Dyspraxia Foundation in the UK closed in 2024; Movement Matters now offers English-language information.',
};

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
