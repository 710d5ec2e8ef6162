// Every source a strategy or a resource in the report leans on. Each is a publication or organisation from
// ../shared/research/content-basis.md (sections B and C) or a well-known guideline or paper whose existence and
// details we are sure of. No URLs are invented: a web address appears only where the research notes give it.
export type SourceId =
  | 'knouse-2008'
  | 'safren-2010'
  | 'kooij-2019'
  | 'nice-ng87'
  | 'adhd-ireland-umaap'
  | 'raymaker-2020'
  | 'mantzalas-2022'
  | 'higgins-2021'
  | 'hull-2019'
  | 'nice-cg142'
  | 'milton-2012'
  | 'crompton-2020'
  | 'brown-dunn-2002'
  | 'aron-1997'
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
};

export const SOURCES: Readonly<Record<SourceId, Source>> = {
  'knouse-2008': {
    short: 'Knouse et al. 2008',
    full: 'Knouse LE, Cooper-Vince C, Sprich S, Safren SA (2008). Recent developments in the psychosocial treatment of adult ADHD. Expert Review of Neurotherapeutics 8(10):1537–1548.',
  },
  'safren-2010': {
    short: 'Safren et al. 2010',
    full: 'Safren SA, Sprich S, Mimiaga MJ, et al. (2010). Cognitive behavioral therapy vs relaxation with educational support for medication-treated adults with ADHD and persistent symptoms: a randomized controlled trial. JAMA 304(8):875–880.',
  },
  'kooij-2019': {
    short: 'Kooij et al. 2019',
    full: 'Kooij JJS, Bijlenga D, Salerno L, et al. (2019). Updated European Consensus Statement on diagnosis and treatment of adult ADHD. European Psychiatry 56:14–34.',
  },
  'nice-ng87': {
    short: 'NICE guideline NG87',
    full: 'National Institute for Health and Care Excellence (2018, updated 2019). Attention deficit hyperactivity disorder: diagnosis and management. NICE guideline NG87.',
  },
  'adhd-ireland-umaap': {
    short: 'ADHD Ireland, UMAAP 2024',
    full: 'ADHD Ireland. UMAAP, an online programme of psychoeducation and acceptance and commitment therapy for adults with ADHD, evaluated in BJPsych Open (2024).',
  },
  'raymaker-2020': {
    short: 'Raymaker et al. 2020',
    full: 'Raymaker DM, Teo AR, Steckler NA, et al. (2020). “Having all of your internal resources exhausted beyond measure and being left with no clean-up crew”: defining autistic burnout. Autism in Adulthood 2(2):132–143.',
  },
  'mantzalas-2022': {
    short: 'Mantzalas et al. 2022',
    full: 'Mantzalas J, Richdale AL, Adikari A, Lowe J, Dissanayake C (2022). What is autistic burnout? A thematic analysis of posts on two online platforms. Autism in Adulthood 4(1):52–65.',
  },
  'higgins-2021': {
    short: 'Higgins et al. 2021',
    full: 'Higgins JM, Arnold SRC, Weise J, Pellicano E, Trollor JN (2021). Defining autistic burnout through experts by lived experience: grounded Delphi method investigating #AutisticBurnout. Autism.',
  },
  'hull-2019': {
    short: 'Hull et al. 2019',
    full: 'Hull L, Mandy W, Lai M-C, et al. (2019). Development and validation of the Camouflaging Autistic Traits Questionnaire (CAT-Q). Journal of Autism and Developmental Disorders 49(3):819–833.',
  },
  'nice-cg142': {
    short: 'NICE guideline CG142',
    full: 'National Institute for Health and Care Excellence (2012, updated 2021). Autism spectrum disorder in adults: diagnosis and management. Clinical guideline CG142.',
  },
  'milton-2012': {
    short: 'Milton 2012',
    full: 'Milton DEM (2012). On the ontological status of autism: the ‘double empathy problem’. Disability & Society 27(6):883–887.',
  },
  'crompton-2020': {
    short: 'Crompton et al. 2020',
    full: 'Crompton CJ, Ropar D, Evans-Williams CVM, Flynn EG, Fletcher-Watson S (2020). Autistic peer-to-peer information transfer is highly effective. Autism 24(7):1704–1712.',
  },
  'brown-dunn-2002': {
    short: 'Brown & Dunn 2002',
    full: 'Brown C, Dunn W (2002). Adolescent/Adult Sensory Profile: user’s manual, including its intervention guidelines on designing environments to support sensory processing preferences. The Psychological Corporation.',
  },
  'aron-1997': {
    short: 'Aron & Aron 1997',
    full: 'Aron EN, Aron A (1997). Sensory-processing sensitivity and its relation to introversion and emotionality. Journal of Personality and Social Psychology 73(2):345–368.',
  },
  'blank-2019': {
    short: 'Blank et al. 2019',
    full: 'Blank R, Barnett AL, Cairney J, et al. (2019). International clinical practice recommendations on the definition, diagnosis, assessment, intervention, and psychosocial aspects of developmental coordination disorder. Developmental Medicine & Child Neurology 61(3):242–285.',
  },
  'dcd-workplace-guidance': {
    short: 'UK workplace guidance on DCD',
    full: 'Workplace guidance on dyspraxia/DCD for employees and employers: neurodiversityemployment.org.uk and healthandwork.org.uk.',
  },
  'movement-matters': {
    short: 'Movement Matters',
    full: 'Movement Matters, the UK umbrella organisation for DCD/dyspraxia: information for adults and employers (movementmattersuk.org).',
  },
  'bda-style-guide': {
    short: 'BDA Dyslexia Style Guide',
    full: 'British Dyslexia Association. Dyslexia Style Guide (bdadyslexia.org.uk).',
  },
  'bda-adults': {
    short: 'British Dyslexia Association',
    full: 'British Dyslexia Association. Guidance for dyslexic adults and their employers (bdadyslexia.org.uk).',
  },
  'jisc-assistive-technology': {
    short: 'Jisc',
    full: 'Jisc. Guidance on assistive technology for dyslexic learners: text-to-speech, speech recognition and note-taking tools (jisc.ac.uk).',
  },
  eda: {
    short: 'European Dyslexia Association',
    full: 'European Dyslexia Association, 40 member organisations in 24 European countries (eda-info.eu).',
  },
};
