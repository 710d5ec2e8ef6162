import { funFactTexts } from '#messages/facts';
import { checked, type Verification } from '../report/verification.ts';

// 'Did you know?' cards shown between questions. Every fact names its source and records where it was checked;
// a fact says only what that source says, in every language (its words are messages, domain/messages/*/facts.ts). Journal articles carry a DOI link only where the DOI was checked;
// living web pages (NHS, WHO, NICE) carry a link and no year, because they are revised in place.
export const FUN_FACT_TAGS = ['asd', 'adhd', 'sps', 'dyspraxia', 'dyslexia', 'general'] as const;

export type FunFactTag = (typeof FUN_FACT_TAGS)[number];

type FunFactSource = {
  title: string;
  // Journal or organisation, with volume and pages for articles.
  publisher: string;
  authors?: string;
  year?: number;
  url?: string;
};

export type FunFact = {
  id: string;
  text: string;
  tags: readonly FunFactTag[];
  source: FunFactSource;
  /** Where the fact, as worded, was checked (decision record 013). */
  verified: Verification;
};

export const FUN_FACTS: readonly FunFact[] = [
  {
    id: 'fact-1',
    text: funFactTexts['fact-1'],
    tags: ['asd'],
    source: {
      title: 'Autism (fact sheet)',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/news-room/fact-sheets/detail/autism-spectrum-disorders',
    },
    verified: checked('https://www.who.int/news-room/fact-sheets/detail/autism-spectrum-disorders'),
  },
  {
    id: 'fact-2',
    text: funFactTexts['fact-2'],
    tags: ['asd'],
    source: {
      title: '"Putting on my best normal": social camouflaging in adults with autism spectrum conditions',
      publisher: 'Journal of Autism and Developmental Disorders 47(8):2519-2534',
      authors: 'Hull L, Petrides KV, Allison C, Smith P, Baron-Cohen S, Lai M-C, Mandy W',
      year: 2017,
    },
    verified: checked(
      'https://doi.org/10.1007/s10803-017-3166-5',
      'https://mijn.bsl.nl/putting-on-my-best-normal-social-camouflaging-in-adults-with-aut/12298500',
    ),
  },
  {
    id: 'fact-3',
    text: funFactTexts['fact-3'],
    tags: ['asd'],
    source: {
      title: 'Autistic peer-to-peer information transfer is highly effective',
      publisher: 'Autism 24(7):1704-1712',
      authors: 'Crompton CJ, Ropar D, Evans-Williams CVM, Flynn EG, Fletcher-Watson S',
      year: 2020,
      url: 'https://doi.org/10.1177/1362361320919286',
    },
    verified: checked(
      'https://www.research.ed.ac.uk/en/publications/autistic-peer-to-peer-information-transfer-is-highly-effective',
    ),
  },
  {
    id: 'fact-4',
    text: funFactTexts['fact-4'],
    tags: ['asd'],
    source: {
      title: 'Time trends in autism diagnosis over 20 years: a UK population-based cohort study',
      publisher: 'Journal of Child Psychology and Psychiatry',
      authors: 'Russell G, Stapley S, Newlove-Delgado T, et al.',
      year: 2021,
      url: 'https://researchportal.bath.ac.uk/en/publications/time-trends-in-autism-diagnosis-over-20-years-a-uk-population-bas',
    },
    verified: checked(
      'https://researchportal.bath.ac.uk/en/publications/time-trends-in-autism-diagnosis-over-20-years-a-uk-population-bas',
    ),
  },
  {
    id: 'fact-5',
    text: funFactTexts['fact-5'],
    tags: ['asd'],
    source: {
      title:
        '"People should be allowed to do what they like": autistic adults\' views and experiences of stimming',
      publisher: 'Autism 23(7):1782-1792',
      authors: 'Kapp SK, Steward R, Crane L, Elliott D, Elphick C, Pellicano E, Russell G',
      year: 2019,
      url: 'https://doi.org/10.1177/1362361319829628',
    },
    verified: checked('https://discovery-pp.ucl.ac.uk/id/eprint/10066002'),
  },
  {
    id: 'fact-6',
    text: funFactTexts['fact-6'],
    tags: ['asd', 'adhd'],
    source: {
      title:
        'Prevalence of co-occurring mental health diagnoses in the autism population: a systematic review and meta-analysis',
      publisher: 'The Lancet Psychiatry 6(10):819-829',
      authors: 'Lai M-C, Kassee C, Besney R, Bonato S, Hull L, Mandy W, Szatmari P, Ameis SH',
      year: 2019,
      url: 'https://doi.org/10.1016/S2215-0366(19)30289-5',
    },
    verified: checked(
      'https://m3india.in/contents/journal/prevalence-of-co-occurring-mental-health',
      'https://ouci.dntb.gov.ua/en/works/96z5mwB9',
    ),
  },
  {
    id: 'fact-7',
    text: funFactTexts['fact-7'],
    tags: ['asd', 'sps'],
    source: {
      title: 'Diagnostic and Statistical Manual of Mental Disorders, Fifth Edition (DSM-5)',
      publisher: 'American Psychiatric Association',
      year: 2013,
    },
    verified: checked(
      'https://imfar.confex.com/imfar/2017/webprogram/Paper23309.html',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC9250939/table/T2',
    ),
  },
  {
    id: 'fact-8',
    text: funFactTexts['fact-8'],
    tags: ['adhd'],
    source: {
      title:
        'The descriptive epidemiology of DSM-IV adult ADHD in the World Health Organization World Mental Health Surveys',
      publisher: 'ADHD Attention Deficit and Hyperactivity Disorders 9(1):47-65',
      authors: 'Fayyad J, Sampson NA, Hwang I, et al.',
      year: 2017,
      url: 'https://doi.org/10.1007/s12402-016-0208-3',
    },
    verified: checked(
      'https://scholars.aku.edu/en/publications/the-descriptive-epidemiology-of-dsm-iv-adult-adhd-in-the-world-he',
    ),
  },
  {
    id: 'fact-9',
    text: funFactTexts['fact-9'],
    tags: ['adhd'],
    source: {
      title: 'Diagnostic and Statistical Manual of Mental Disorders, Fifth Edition (DSM-5)',
      publisher: 'American Psychiatric Association',
      year: 2013,
    },
    verified: checked(
      'https://bjsm.bmj.com/highwire/markup/115278/expansion?width=1000&height=500&iframe=true&postprocessors=highwire_tables%2Chighwire_reclass%2Chighwire_figures%2Chighwire_math%2Chighwire_inline_linked_media%2Chighwire_embed',
    ),
  },
  {
    id: 'fact-10',
    text: funFactTexts['fact-10'],
    tags: ['adhd'],
    source: {
      title:
        'A review of attention-deficit/hyperactivity disorder in women and girls: uncovering this hidden diagnosis',
      publisher: 'The Primary Care Companion for CNS Disorders 16(3)',
      authors: 'Quinn PO, Madhoo M',
      year: 2014,
    },
    verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC4195638'),
  },
  {
    id: 'fact-11',
    text: funFactTexts['fact-11'],
    tags: ['adhd'],
    source: {
      title: 'Living "in the zone": hyperfocus in adult ADHD',
      publisher: 'ADHD Attention Deficit and Hyperactivity Disorders 11(2):191-208',
      authors: 'Hupfeld KE, Abagis TR, Shah P',
      year: 2019,
    },
    verified: checked(
      'https://vufind-test.katalog.k.utb.cz/SummonRecord/FETCH-LOGICAL-c344t-24d03720e2a3c6213a26d336acfb703baa4bed3694d89aa2a1d78f15e463098c3',
    ),
  },
  {
    id: 'fact-12',
    text: funFactTexts['fact-12'],
    tags: ['adhd'],
    source: {
      title:
        'The positive aspects of attention deficit hyperactivity disorder: a qualitative investigation of successful adults with ADHD',
      publisher: 'ADHD Attention Deficit and Hyperactivity Disorders 11(3)',
      authors: 'Sedgwick JA, Merwood A, Asherson P',
      year: 2019,
    },
    verified: checked(
      'https://www.springermedizin.de/the-positive-aspects-of-attention-deficit-hyperactivity-disorder/16234392?fulltextView=true',
    ),
  },
  {
    id: 'fact-13',
    text: funFactTexts['fact-13'],
    tags: ['adhd', 'sps'],
    source: {
      title: 'The relationship between ADHD traits and sensory sensitivity in the general population',
      publisher: 'Comprehensive Psychiatry 80:179-185',
      authors: 'Panagiotidi M, Overton PG, Stafford T',
      year: 2018,
      url: 'https://doi.org/10.1016/j.comppsych.2017.10.008',
    },
    verified: checked(
      'https://ouci.dntb.gov.ua/works/7WLvpkL4',
      'https://hub.salford.ac.uk/health-and-society-research/2020/07/28/sensory-processing-abnormalities-in-adhd/',
    ),
  },
  {
    id: 'fact-14',
    text: funFactTexts['fact-14'],
    tags: ['dyspraxia', 'adhd'],
    source: {
      title:
        'A systematic review of behavioral and neurobiological profiles associated with coexisting attention-deficit/hyperactivity disorder and developmental coordination disorder',
      publisher: 'Neuroscience & Biobehavioral Reviews 153:105389',
      authors: 'Pranjić M, et al.',
      year: 2023,
      url: 'https://doi.org/10.1016/j.neubiorev.2023.105389',
    },
    verified: checked('https://pubmed.ncbi.nlm.nih.gov/37704094/'),
  },
  {
    id: 'fact-15',
    text: funFactTexts['fact-15'],
    tags: ['dyslexia', 'adhd'],
    source: {
      title: 'Comorbidity of ADHD and dyslexia',
      publisher: 'Developmental Neuropsychology 35(5):475-493',
      authors: 'Germanò E, Gagliano A, Curatolo P',
      year: 2010,
    },
    verified: checked('https://doi.org/10.1080/87565641.2010.494748'),
  },
  {
    id: 'fact-16',
    text: funFactTexts['fact-16'],
    tags: ['sps', 'dyspraxia'],
    source: {
      title:
        'The proprioceptive senses: their roles in signaling body shape, body position and movement, and muscle force',
      publisher: 'Physiological Reviews 92:1651-1697',
      authors: 'Proske U, Gandevia SC',
      year: 2012,
    },
    verified: checked('https://mendeley.com/catalogue/dc0c56d5-b1bc-3ffc-8f71-1331f8fd66b5'),
  },
  {
    id: 'fact-17',
    text: funFactTexts['fact-17'],
    tags: ['sps'],
    source: {
      title: 'Sensory-processing sensitivity and its relation to introversion and emotionality',
      publisher: 'Journal of Personality and Social Psychology 73(2):345-368',
      authors: 'Aron EN, Aron A',
      year: 1997,
      url: 'https://doi.org/10.1037/0022-3514.73.2.345',
    },
    verified: checked('http://pubmed.ncbi.nlm.nih.gov/9248053/'),
  },
  {
    id: 'fact-18',
    text: funFactTexts['fact-18'],
    tags: ['sps'],
    source: {
      title:
        'Sensory Processing Sensitivity in the context of Environmental Sensitivity: a critical review and development of research agenda',
      publisher: 'Neuroscience & Biobehavioral Reviews 98:287-305',
      authors: 'Greven CU, Lionetti F, Booth C, et al.',
      year: 2019,
    },
    verified: checked('https://ora.ox.ac.uk/objects/uuid:d6447b17-1c20-417c-9674-803a79314f3f'),
  },
  {
    id: 'fact-19',
    text: funFactTexts['fact-19'],
    tags: ['sps'],
    source: {
      title:
        'The impact of sensory processing abilities on the daily lives of young children and their families: a conceptual model',
      publisher: 'Infants & Young Children 9(4):23-35',
      authors: 'Dunn W',
      year: 1997,
    },
    verified: checked(
      'https://www.scilit.net/publications/dbcbdad45d53110033e6d6dd55644fb2',
      'http://classes.kumc.edu/sah/resources/sensory_processing/learning_opportunities/concepts/sp_measures_adolescent_adult_profile.htm',
    ),
  },
  {
    id: 'fact-20',
    text: funFactTexts['fact-20'],
    tags: ['sps'],
    source: {
      title: 'Interoception and mental health: a roadmap',
      publisher: 'Biological Psychiatry: Cognitive Neuroscience and Neuroimaging 3(6):501-513',
      authors: 'Khalsa SS, Adolphs R, Cameron OG, et al.',
      year: 2018,
    },
    verified: checked('https://authors.library.caltech.edu/87183/'),
  },
  {
    id: 'fact-21',
    text: funFactTexts['fact-21'],
    tags: ['dyspraxia'],
    source: {
      title: 'Developmental Coordination Disorder and Its Consequences',
      publisher: 'University of Toronto Press',
      authors: 'Cairney J (ed.)',
      year: 2015,
    },
    verified: checked(
      'https://utorontopress.com/9781442620117/developmental-coordination-disorder-and-its-consequences/',
      'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/who-we-are.aspx',
    ),
  },
  {
    id: 'fact-22',
    text: funFactTexts['fact-22'],
    tags: ['dyspraxia'],
    source: {
      title: 'Developmental co-ordination disorder (dyspraxia) in adults',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/developmental-coordination-disorder-dyspraxia-in-adults/',
    },
    verified: checked('https://zana.com/c/dyspraxia-adults.490'),
  },
  {
    id: 'fact-23',
    text: funFactTexts['fact-23'],
    tags: ['dyspraxia'],
    source: {
      title:
        'International clinical practice recommendations on the definition, diagnosis, assessment, intervention, and psychosocial aspects of developmental coordination disorder',
      publisher: 'Developmental Medicine & Child Neurology 61(3):242-285',
      authors: 'Blank R, Barnett AL, Cairney J, et al.',
      year: 2019,
      url: 'https://doi.org/10.1111/dmcn.14132',
    },
    verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC6850610'),
  },
  {
    id: 'fact-24',
    text: funFactTexts['fact-24'],
    tags: ['dyslexia'],
    source: {
      title: 'Dyslexia',
      publisher: 'British Dyslexia Association, as quoted by the Education and Training Foundation',
      url: 'https://send.excellencegateway.org.uk/dyslexia',
    },
    verified: checked('https://send.excellencegateway.org.uk/dyslexia'),
  },
  {
    id: 'fact-25',
    text: funFactTexts['fact-25'],
    tags: ['dyslexia'],
    source: {
      title: 'Identifying and Teaching Children and Young People with Dyslexia and Literacy Difficulties',
      publisher: 'Department for Children, Schools and Families (UK)',
      authors: 'Rose J',
      year: 2009,
    },
    verified: checked('http://www.interventionsforliteracy.org.uk/home/research/rose-review/'),
  },
  {
    id: 'fact-26',
    text: funFactTexts['fact-26'],
    tags: ['dyslexia'],
    source: {
      title: 'Rudolf Berlin: originator of the term dyslexia',
      publisher: 'Bulletin of the Orton Society 23:57-63',
      authors: 'Wagner RF',
      year: 1973,
    },
    verified: checked(
      'https://lboro-test-vufind.koha-ptfs.co.uk/PrimoRecord/cdi_proquest_miscellaneous_85474374',
    ),
  },
  {
    id: 'fact-27',
    text: funFactTexts['fact-27'],
    tags: ['dyslexia'],
    source: {
      title: 'Joint statement: learning disabilities, dyslexia, and vision',
      publisher: 'Pediatrics 124(2):837-844',
      authors:
        'American Academy of Pediatrics, American Academy of Ophthalmology, American Association for Pediatric Ophthalmology and Strabismus, American Association of Certified Orthoptists',
      year: 2009,
    },
    verified: checked(
      'https://profiles.wustl.edu/en/publications/joint-statement-learning-disabilities-dyslexia-and-vision',
    ),
  },
  {
    id: 'fact-28',
    text: funFactTexts['fact-28'],
    tags: ['dyslexia'],
    source: {
      title: 'Extra-large letter spacing improves reading in dyslexia',
      publisher: 'Proceedings of the National Academy of Sciences 109(28):11455-11459',
      authors: 'Zorzi M, Barbiero C, Facoetti A, et al.',
      year: 2012,
      url: 'https://doi.org/10.1073/pnas.1205566109',
    },
    verified: checked(
      'https://moh-it.pure.elsevier.com/en/publications/extra-large-letter-spacing-improves-reading-in-dyslexia',
    ),
  },
  {
    id: 'fact-29',
    text: funFactTexts['fact-29'],
    tags: ['general'],
    source: {
      title:
        '"Why can\'t you be normal for once in your life?" From a "problem with no name" to the emergence of a new category of difference',
      publisher: 'Disability Discourse (eds Corker M, French S), Open University Press',
      authors: 'Singer J',
      year: 1999,
    },
    verified: checked(
      'https://old.timelinefy.com/en/view/event/6dbcda70-2fa9-4813-8761-bdc1dfae3ed9/7ed74c1f-df96-41ae-8c0c-fa81c596126f/746273a8-02a3-4c53-8a77-e68e88f788b8/neurodiversity',
      'https://profilpelajar.com/article/Judy_Singer',
    ),
  },
  {
    id: 'fact-30',
    text: funFactTexts['fact-30'],
    tags: ['general'],
    source: {
      title:
        'The ESSENCE in child psychiatry: Early Symptomatic Syndromes Eliciting Neurodevelopmental Clinical Examinations',
      publisher: 'Research in Developmental Disabilities 31(6):1543-1551',
      authors: 'Gillberg C',
      year: 2010,
    },
    verified: checked(
      'https://adc.bmj.com/lookup/external-ref?access_num=10.1016/j.ridd.2010.06.002&link_type=DOI',
    ),
  },
  {
    id: 'fact-31',
    text: funFactTexts['fact-31'],
    tags: ['general'],
    source: {
      title: 'Autism spectrum disorder in adults: diagnosis and management (CG142)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2012,
      url: 'https://www.nice.org.uk/guidance/cg142',
    },
    verified: checked(
      'https://informationautism.org/autism-publications/clinical-guidance-on-autism/nice-guidance-adults/identification-autistic-adults',
      'https://www.nice.org.uk/guidance/cg142/chapter/Update-information',
    ),
  },
  {
    id: 'fact-32',
    text: funFactTexts['fact-32'],
    tags: ['general'],
    source: {
      title: 'Executive functions',
      publisher: 'Annual Review of Psychology 64:135-168',
      authors: 'Diamond A',
      year: 2013,
    },
    verified: checked('https://pubmed.ncbi.nlm.nih.gov/23020641/'),
  },
  {
    id: 'fact-33',
    text: funFactTexts['fact-33'],
    tags: ['general'],
    source: {
      title: 'The magical number 4 in short-term memory: a reconsideration of mental storage capacity',
      publisher: 'Behavioral and Brain Sciences 24(1):87-185',
      authors: 'Cowan N',
      year: 2001,
    },
    verified: checked('https://doi.org/10.1017/S0140525X01003922'),
  },
];

// Other names a type may arrive under (add, autism, sensory...); matching ignores case and surrounding space.
const TAG_ALIASES: Readonly<Record<string, FunFactTag>> = {
  asd: 'asd',
  autism: 'asd',
  autistic: 'asd',
  aspergers: 'asd',
  adhd: 'adhd',
  add: 'adhd',
  audhd: 'adhd',
  sps: 'sps',
  spd: 'sps',
  sensory: 'sps',
  dyspraxia: 'dyspraxia',
  dyslexia: 'dyslexia',
  general: 'general',
};

export function resolveFunFactTag(type: string): FunFactTag | null {
  const key = type.trim().toLowerCase();
  return Object.hasOwn(TAG_ALIASES, key) ? (TAG_ALIASES[key] ?? null) : null;
}

// Fisher–Yates on a copy. `random` must return values in [0, 1), like Math.random.
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    // The min guards against a random source that returns exactly 1.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const current = result[i] as T;
    result[i] = result[j] as T;
    result[j] = current;
  }
  return result;
}

// Facts tagged for the assessment, topped up with general facts when there are fewer than `count`, shuffled,
// then cut to `count`. Returns fewer than `count` only when tagged and general facts together run out.
export function selectFunFacts(type: string, count: number, random: () => number = Math.random): FunFact[] {
  const wanted = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const tag = resolveFunFactTag(type);
  const pool = tag ? FUN_FACTS.filter((fact) => fact.tags.includes(tag)) : [];
  for (const fact of FUN_FACTS) {
    if (pool.length >= wanted) {
      break;
    }
    if (fact.tags.includes('general') && !pool.includes(fact)) {
      pool.push(fact);
    }
  }
  return shuffle(pool, random).slice(0, wanted);
}
