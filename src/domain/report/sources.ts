import {
  dyspraxiaOverviewAbout,
  edaMembers,
  employerLeaflet,
  movementMattersAbout,
  publishedAndUpdated,
} from '#messages/report';
import { checked, rechecked, type Verification } from './verification.ts';

// Every source a strategy in the report leans on. Each entry was checked against a public copy of the paper or
// page (the `verified` record beside it, decision record 013); strategies cite a source only for what it says.
// A reference's titles, authors and journals stay as published; what we say about a source is a message (`report`).
export type SourceId =
  | 'knouse-2008'
  | 'safren-2010'
  | 'nice-ng87'
  | 'adhd-ireland-umaap'
  | 'raymaker-2020'
  | 'mantzalas-2022'
  | 'higgins-2021'
  | 'hull-2019'
  | 'nice-cg142'
  | 'milton-2012'
  | 'crompton-2020'
  | 'maclennan-2022'
  | 'khalsa-2018'
  | 'blank-2019'
  | 'dcd-workplace-guidance'
  | 'movement-matters'
  | 'bda-style-guide'
  | 'bda-adults'
  | 'jisc-assistive-technology'
  | 'eda';

export type Source = {
  /** How a strategy names it, e.g. 'Raymaker et al. 2020'. */
  short: string;
  /** The full reference listed at the end of the report. */
  full: string;
  /** The web page a source is, when it is a page rather than a paper; compared with organisations' addresses. */
  url?: string;
  /** Where the reference was checked. */
  verified: Verification;
};

export const SOURCES: Readonly<Record<SourceId, Source>> = {
  'knouse-2008': {
    short: 'Knouse et al. 2008',
    full: 'Knouse LE, Cooper-Vince C, Sprich S, Safren SA (2008). Recent developments in the psychosocial treatment of adult ADHD. Expert Review of Neurotherapeutics 8(10):1537–1548.',
    verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC2628311'),
  },
  'safren-2010': {
    short: 'Safren et al. 2010',
    full: 'Safren SA, Sprich S, Mimiaga MJ, et al. (2010). Cognitive behavioral therapy vs relaxation with educational support for medication-treated adults with ADHD and persistent symptoms: a randomized controlled trial. JAMA 304(8):875–880. doi:10.1001/jama.2010.1192.',
    verified: checked(
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC3641654',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC3874265',
    ),
  },
  'nice-ng87': {
    short: 'NICE guideline NG87',
    full: `National Institute for Health and Care Excellence (${publishedAndUpdated({ published: 2018, updated: 2019 })}). Attention deficit hyperactivity disorder: diagnosis and management. NICE guideline NG87.`,
    verified: checked(
      'https://www.nice.org.uk/guidance/ng87/chapter/Recommendations',
      'https://www.nice.org.uk/guidance/ng87/chapter/Update-information',
    ),
  },
  'adhd-ireland-umaap': {
    short: 'Seery et al. 2024',
    full: 'Seery C, Leonard-Curtin A, Naismith L, King N, O’Donnell F, Byrne B, Boyd C, Kilbride K, Wrigley M, McHugh L, Bramham J (2024). Feasibility of the Understanding and Managing Adult ADHD Programme: open-access online group psychoeducation and acceptance and commitment therapy for adults with attention-deficit hyperactivity disorder. BJPsych Open. doi:10.1192/bjo.2024.743.',
    verified: checked(
      'https://cambridge.org/core/journals/bjpsych-open/article/feasibility-of-the-understanding-and-managing-adult-adhd-programme-openaccess-online-group-psychoeducation-and-acceptance-and-commitment-therapy-for-adults-with-attentiondeficit-hyperactivity-disorder/5BB6C91293F790282C041084A07A43DC',
    ),
  },
  'raymaker-2020': {
    short: 'Raymaker et al. 2020',
    full: 'Raymaker DM, Teo AR, Steckler NA, et al. (2020). “Having all of your internal resources exhausted beyond measure and being left with no clean-up crew”: defining autistic burnout. Autism in Adulthood 2(2):132–143. doi:10.1089/aut.2019.0079.',
    verified: checked(
      'https://doi.org/10.1089/aut.2019.0079',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC7313636',
    ),
  },
  'mantzalas-2022': {
    short: 'Mantzalas et al. 2022',
    full: 'Mantzalas J, Richdale AL, Adikari A, Lowe J, Dissanayake C (2022). What is autistic burnout? A thematic analysis of posts on two online platforms. Autism in Adulthood 4(1):52–65. doi:10.1089/aut.2021.0021.',
    verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC8992925'),
  },
  'higgins-2021': {
    short: 'Higgins et al. 2021',
    full: 'Higgins JM, Arnold SRC, Weise J, Pellicano E, Trollor JN (2021). Defining autistic burnout through experts by lived experience: grounded Delphi method investigating #AutisticBurnout. Autism 25(8):2356–2369. doi:10.1177/13623613211019858.',
    verified: checked('https://pubmed.ncbi.nlm.nih.gov/34088219/'),
  },
  'hull-2019': {
    short: 'Hull et al. 2019',
    full: 'Hull L, Mandy W, Lai M-C, et al. (2019). Development and validation of the Camouflaging Autistic Traits Questionnaire (CAT-Q). Journal of Autism and Developmental Disorders 49(3):819–833. doi:10.1007/s10803-018-3792-6.',
    verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC6394586'),
  },
  'nice-cg142': {
    short: 'NICE guideline CG142',
    full: `National Institute for Health and Care Excellence (${publishedAndUpdated({ published: 2012, updated: 2021 })}). Autism spectrum disorder in adults: diagnosis and management. Clinical guideline CG142.`,
    verified: checked(
      'https://www.nice.org.uk/guidance/cg142/chapter/Recommendations',
      'https://www.nice.org.uk/guidance/cg142/chapter/Update-information',
    ),
  },
  'milton-2012': {
    short: 'Milton 2012',
    full: 'Milton DEM (2012). On the ontological status of autism: the ‘double empathy problem’. Disability & Society 27(6):883–887.',
    verified: checked(
      'https://www.semanticscholar.org/paper/On-the-ontological-status-of-autism%3A-the-%E2%80%98double-Milton/5153209695a70ac7c171050b0cba3dab1e0676ec',
    ),
  },
  'crompton-2020': {
    short: 'Crompton et al. 2020',
    full: 'Crompton CJ, Ropar D, Evans-Williams CVM, Flynn EG, Fletcher-Watson S (2020). Autistic peer-to-peer information transfer is highly effective. Autism 24(7):1704–1712. doi:10.1177/1362361320919286.',
    verified: checked(
      'https://www.research.ed.ac.uk/en/publications/autistic-peer-to-peer-information-transfer-is-highly-effective',
    ),
  },
  'maclennan-2022': {
    short: 'MacLennan et al. 2022',
    full: 'MacLennan K, O’Brien S, Tavassoli T (2022). In our own words: the complex sensory experiences of autistic adults. Journal of Autism and Developmental Disorders 52(7):3061–3075. doi:10.1007/s10803-021-05186-3.',
    verified: rechecked(
      'https://link.springer.com/article/10.1007/s10803-021-05186-3',
      'https://doi.org/10.1007/s10803-021-05186-3',
    ),
  },
  'khalsa-2018': {
    short: 'Khalsa et al. 2018',
    full: 'Khalsa SS, Adolphs R, Cameron OG, et al. (2018). Interoception and mental health: a roadmap. Biological Psychiatry: Cognitive Neuroscience and Neuroimaging 3(6):501–513. doi:10.1016/j.bpsc.2017.12.004.',
    verified: checked(
      'https://authors.library.caltech.edu/87183/',
      'https://doi.org/10.1016/j.bpsc.2017.12.004',
    ),
  },
  'blank-2019': {
    short: 'Blank et al. 2019',
    full: 'Blank R, Barnett AL, Cairney J, et al. (2019). International clinical practice recommendations on the definition, diagnosis, assessment, intervention, and psychosocial aspects of developmental coordination disorder. Developmental Medicine & Child Neurology 61(3):242–285. doi:10.1111/dmcn.14132.',
    verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC6850610'),
  },
  'dcd-workplace-guidance': {
    short: 'Health and Work, Dyspraxia overview',
    full: `Health and Work. Dyspraxia overview: ${dyspraxiaOverviewAbout} (healthandwork.org.uk).`,
    url: 'https://healthandwork.org.uk/dyspraxia-overview/',
    verified: checked('https://healthandwork.org.uk/dyspraxia-overview/'),
  },
  'movement-matters': {
    short: 'Movement Matters',
    full: `Movement Matters, ${movementMattersAbout}: DCD and employment, ${employerLeaflet} (movementmattersuk.org).`,
    url: 'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/developmental-disorders-documentation/dcd-and-employment.aspx',
    verified: checked(
      'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/developmental-disorders-documentation/dcd-and-employment.aspx',
    ),
  },
  'bda-style-guide': {
    short: 'BDA Dyslexia Style Guide',
    full: 'British Dyslexia Association. Dyslexia Style Guide (bdadyslexia.org.uk).',
    verified: checked(
      'https://www.bdadyslexia.org.uk/advice/employers/creating-a-dyslexia-friendly-workplace/dyslexia-friendly-style-guide',
    ),
  },
  'bda-adults': {
    short: 'British Dyslexia Association',
    full: 'British Dyslexia Association. Employer advice: dyslexia in the workplace (bdadyslexia.org.uk).',
    url: 'https://www.bdadyslexia.org.uk/employer/employer-advice',
    verified: checked('https://www.bdadyslexia.org.uk/employer/employer-advice'),
  },
  'jisc-assistive-technology': {
    short: 'Jisc',
    full: 'Jisc. Meeting the requirements of learners with special educational needs: dyslexia (jisc.ac.uk).',
    url: 'https://www.jisc.ac.uk/guides/meeting-the-requirements-of-learners-with-special-educational-needs/dyslexia',
    verified: checked(
      'https://www.jisc.ac.uk/guides/meeting-the-requirements-of-learners-with-special-educational-needs/dyslexia',
    ),
  },
  eda: {
    short: 'European Dyslexia Association',
    full: `European Dyslexia Association, ${edaMembers} (eda-info.eu).`,
    url: 'eda-info.eu',
    verified: checked('http://eda-info.eu/awareness-week/activities-in-countries/79-the-eda/about-eda'),
  },
};
