/**
 * The Complete Report's words about organisations that can help, in English: what each organisation is and whom it
 * serves, and the notes shown when an assessment has few dedicated organisations (see shell.ts for how messages are
 * kept). The names, web addresses and the records of where each was checked stay in ../../report/resources.ts, which
 * joins them with these texts by the organisation's id.
 */
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { OrganisationId } from '../../report/resources.ts';

/** What each organisation is and whom it serves, as its checked source says; never a phone number or an address. */
export const organisationDescriptions: Readonly<Record<OrganisationId, string>> = {
  'autism-europe':
    'A network of more than 80 autism associations in 38 countries, recognised by the EU institutions. Its member list is a good way to find the association in your country.',
  'adhd-europe':
    'The European alliance of national and regional ADHD associations. It has published a survey on access to diagnosis and treatment across Europe, and lists its member groups.',
  'european-dyslexia-association':
    'Brings together 40 member organisations in 24 European countries and is a member of the European Disability Forum.',
  'autismus-deutschland': 'The national autism association, with information on diagnosis for adults.',
  'adhs-deutschland': 'A national self-help association for people with ADHD.',
  bvl: 'The national association for dyslexia and dyscalculia.',
  'autisme-france': 'A national autism association, founded in 1989 and a member of Autism-Europe.',
  hypersupers:
    'A national ADHD association founded by parents in 2002, for families, adults and children with ADHD.',
  ffdys: 'A federation of associations for dyslexia, dyspraxia and other specific learning differences.',
  angsa: 'A national autism association founded by parents in 1985, with a branch in every region.',
  aifa: 'A national ADHD association founded by parents in 2002, which also holds events about ADHD in adults.',
  aid: 'The national association for specific learning disorders such as dyslexia, with adult members and local sections.',
  'autismo-espana':
    'The Spanish confederation of autism organisations, founded in 1994, which supports autistic people and their families.',
  feaadah: 'The Spanish federation of ADHD associations and a founding member of ADHD-Europe.',
  nva: 'The Dutch autism association, founded in 1978, for autistic people of all ages and those close to them.',
  'impuls-woortblind':
    'The Dutch association for people with ADHD, ADD, dyslexia or dyscalculia, with information for adults.',
  'fundacja-jim': 'A foundation supporting autistic people, including adults, and their families.',
  'autyzm-polska': 'A federation of Polish autism organisations and a member of Autism-Europe.',
  ptd: 'The Polish Dyslexia Association, for people with dyslexia and professionals, with regional branches.',
  vva: 'The Flemish autism association, for autistic people, their parents and families.',
  participate:
    'A Flemish information site about autism for autistic people, families and professionals, with a practical guide to services.',
  zitstil: 'A Flemish centre of expertise on ADHD, which also works with teenagers and young adults.',
  'autism-sverige':
    'The Swedish national autism association, called Autism- och Aspergerförbundet until 2022.',
  attention:
    'A national association for people with neurodevelopmental conditions such as ADHD and autism, their families and professionals, with about 15,000 members.',
  dyslexiforbundet:
    'The Swedish dyslexia association, founded in 1979 by people with reading and writing difficulties.',
  autistenhilfe: 'An Austrian autism organisation with its own centre for diagnosis and therapy.',
  asiam: 'Ireland’s national autism charity, founded in 2014, with support for autistic adults and families.',
  'adhd-ireland':
    'A national charity for adults with ADHD and parents, which runs support groups for adults and the UMAAP online programme.',
  'dyslexia-ireland':
    'The national dyslexia association, with information on assessment for children and adults.',
  'dyspraxia-dcd-ireland':
    'A national organisation founded by parents, with information and a support line for children and adults.',
  'national-autistic-society':
    'The UK’s leading charity for autistic people, with support and advice for autistic adults and families.',
  'adhd-uk': 'A UK charity for people with ADHD.',
  'british-dyslexia-association':
    'Information for dyslexic adults and employers, including its Dyslexia Style Guide.',
  'movement-matters':
    'The UK umbrella organisation of the main national groups for DCD/dyspraxia, with information for adults and employers.',
};

/**
 * A sentence shown before the lists when the assessment has no dedicated organisations of its own: it says why the
 * report lists autism and ADHD associations for sensory processing, and why dyspraxia has so few.
 */
export const resourceNotes: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Sensory processing differences are not a separate diagnosis in DSM-5, so few organisations focus on them alone. Autism and ADHD associations are listed because sensory differences are common with both, and occupational therapists have long worked with sensory needs.',
  dyspraxia:
    'There are fewer organisations for adults with dyspraxia (DCD) than for other conditions in this report. The Dyspraxia Foundation in the UK closed in 2024; Movement Matters now offers English-language information.',
};
