import type { AssessmentType } from '../assessments/catalogue.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { getTopics, type ReportTopic } from './topics.ts';

// Organisations come from content-basis.md C1 and C2 or are long-established national bodies we are certain
// exist. A web address is given only where the research notes or a stored copy of the organisation's own
// pages confirm it; elsewhere the reader is told the name, which is enough to find it. The Dyspraxia Foundation (UK) closed in April 2024 and must not be listed.
export type Organisation = {
  name: string;
  description: string;
  topics: readonly ReportTopic[];
  website?: string;
};

export const EU_ORGANISATIONS: readonly Organisation[] = [
  {
    name: 'Autism-Europe',
    description:
      'A Brussels-based network of more than 80 autism associations in 38 countries, recognised by the EU institutions. Its member list is a good way to find the association in your country.',
    topics: ['autism'],
    website: 'autismeurope.org',
  },
  {
    name: 'ADHD-Europe',
    description:
      'The European alliance of national ADHD associations. It has published a survey on access to diagnosis and treatment across Europe, and lists its member groups.',
    topics: ['adhd'],
    website: 'adhdeurope.eu',
  },
  {
    name: 'European Dyslexia Association',
    description:
      'Brings together 40 member organisations in 24 European countries and is a member of the European Disability Forum.',
    topics: ['dyslexia'],
    website: 'eda-info.eu',
  },
];

export const NATIONAL_ORGANISATIONS: Readonly<Record<CountryCode, readonly Organisation[]>> = {
  DE: [
    {
      name: 'autismus Deutschland e.V.',
      description:
        'The national autism association, with regional groups and information on adult diagnosis.',
      topics: ['autism'],
      website: 'autismus.de',
    },
    {
      name: 'ADHS Deutschland e.V.',
      description: 'A national self-help association for people with ADHD and their families.',
      topics: ['adhd'],
    },
    {
      name: 'Bundesverband Legasthenie und Dyskalkulie e.V. (BVL)',
      description: 'The national association for dyslexia and dyscalculia.',
      topics: ['dyslexia'],
    },
  ],
  FR: [
    {
      name: 'Autisme France',
      description: 'A national autism association and a member of Autism-Europe.',
      topics: ['autism'],
    },
    {
      name: 'HyperSupers – TDAH France',
      description: 'The national ADHD association, with information for adults and local contacts.',
      topics: ['adhd'],
      website: 'tdah-france.fr',
    },
    {
      name: 'Fédération Française des DYS (FFDys)',
      description:
        'A federation of associations for dyslexia, dyspraxia and other specific learning differences.',
      topics: ['dyslexia', 'dyspraxia'],
    },
  ],
  IT: [
    {
      name: 'ANGSA',
      description: 'A long-standing national autism association founded by families, with regional branches.',
      topics: ['autism'],
    },
    {
      name: 'AIFA – Associazione Italiana Famiglie ADHD',
      description: 'A national ADHD association founded by families, with information for adults too.',
      topics: ['adhd'],
    },
    {
      name: 'AID – Associazione Italiana Dislessia',
      description: 'The national dyslexia association, with local sections and information for adults.',
      topics: ['dyslexia'],
    },
  ],
  ES: [
    {
      name: 'Autismo España',
      description:
        'A confederation of about 165 autism organisations. It notes that adults without an intellectual disability are often diagnosed late.',
      topics: ['autism'],
      website: 'autismo.org.es',
    },
    {
      name: 'FEAADAH',
      description: 'The Spanish federation of ADHD associations.',
      topics: ['adhd'],
    },
  ],
  NL: [
    {
      name: 'Nederlandse Vereniging voor Autisme (NVA)',
      description: 'The Dutch autism association, founded in 1978, with more than 10,000 members.',
      topics: ['autism'],
    },
    {
      name: 'Impuls & Woortblind',
      description: 'The Dutch association for people with ADHD or dyslexia, with information for adults.',
      topics: ['adhd', 'dyslexia'],
      website: 'impulsenwoortblind.nl',
    },
  ],
  PL: [
    {
      name: 'Fundacja JiM',
      description: 'A foundation supporting autistic people and their families.',
      topics: ['autism'],
    },
    {
      name: 'Porozumienie Autyzm-Polska',
      description: 'A national network of autism organisations.',
      topics: ['autism'],
    },
    {
      name: 'Polskie Towarzystwo Dysleksji',
      description: 'The Polish Dyslexia Association.',
      topics: ['dyslexia'],
    },
  ],
  BE: [
    {
      name: 'Vlaamse Vereniging Autisme (VVA)',
      description: 'The Flemish autism association.',
      topics: ['autism'],
    },
    {
      name: 'Participate!',
      description:
        'An information site about autism in Belgium, in Dutch and French, with a guide to services.',
      topics: ['autism'],
      website: 'participate-autisme.be',
    },
    {
      name: 'ZitStil',
      description: 'A Flemish centre of expertise on ADHD, with information for adults.',
      topics: ['adhd'],
    },
  ],
  SE: [
    {
      name: 'Autism- och Aspergerförbundet',
      description: 'The Swedish national autism association.',
      topics: ['autism'],
    },
    {
      name: 'Riksförbundet Attention',
      description:
        'A national association for people with neurodevelopmental conditions such as ADHD and autism.',
      topics: ['adhd', 'autism'],
    },
    {
      name: 'Svenska Dyslexiföreningen',
      description: 'The Swedish Dyslexia Association.',
      topics: ['dyslexia'],
    },
  ],
  AT: [
    {
      name: 'Österreichische Autistenhilfe',
      description: 'An Austrian autism organisation offering information and support.',
      topics: ['autism'],
    },
  ],
  IE: [
    {
      name: 'AsIAm',
      description: 'Ireland’s national autism charity, with information for autistic adults.',
      topics: ['autism'],
    },
    {
      name: 'Irish Autism Action',
      description: 'An autism charity offering information and support.',
      topics: ['autism'],
      website: 'autismireland.ie',
    },
    {
      name: 'ADHD Ireland',
      description:
        'Runs adult support groups and the UMAAP online programme of psychoeducation and acceptance and commitment therapy.',
      topics: ['adhd'],
      website: 'adhdireland.ie',
    },
    {
      name: 'Dyslexia Association of Ireland',
      description:
        'The national dyslexia association, with information on assessment and support for adults.',
      topics: ['dyslexia'],
    },
    {
      name: 'Dyspraxia/DCD Ireland',
      description: 'A national organisation for people with dyspraxia/DCD and their families.',
      topics: ['dyspraxia'],
    },
  ],
  GB: [
    {
      name: 'National Autistic Society',
      description: 'The UK’s leading autism charity, with detailed guidance for adults.',
      topics: ['autism'],
      website: 'autism.org.uk',
    },
    {
      name: 'ADHD UK',
      description: 'A national charity for people with ADHD.',
      topics: ['adhd'],
    },
    {
      name: 'British Dyslexia Association',
      description: 'Information for dyslexic adults and employers, including its Dyslexia Style Guide.',
      topics: ['dyslexia'],
      website: 'bdadyslexia.org.uk',
    },
    {
      name: 'Movement Matters',
      description:
        'The UK umbrella organisation for DCD/dyspraxia, with information for adults and employers.',
      topics: ['dyspraxia'],
      website: 'movementmattersuk.org',
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

const RESOURCE_NOTES: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Sensory processing differences are not a separate diagnosis in the main classification systems, so few organisations focus on them alone. Autism and ADHD associations often share practical guidance on sensory needs that is useful whether or not those conditions apply to you, and an occupational therapist is the professional most often involved.',
  dyspraxia:
    'There are fewer organisations for adults with dyspraxia (DCD) than for other conditions in this report. The Dyspraxia Foundation in the UK closed in 2024; Movement Matters now offers English-language information.',
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
