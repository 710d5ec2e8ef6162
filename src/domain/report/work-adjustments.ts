import {
  acasNoDiagnosisNeeded,
  adjustmentTexts,
  areaDifficulties,
  equalityActAdjustments,
  euReasonableAccommodation,
  irishAppropriateMeasures,
} from '#messages/report-work';
import type { CountryCode } from './countries.ts';
import { checkedForHandOvers, type Verification } from './verification.ts';

// What an employer or a place of study can change, by the kind of difficulty a person reports, and the law that
// asks them to consider it, for the report's note for work or study (work-note.ts). Each adjustment is one plain
// sentence, read on the page its `verified` names (employers' guidance from UK public bodies, councils,
// universities and the national associations); where only a summary by a law firm could be read, the comment says
// so. Nothing here names a condition: the note describes difficulties and what helps. The sentences are messages
// (`report-work`), by area and by adjustment id; the names of the laws and bodies they cite stay here, as names,
// beside the pages that support them.

export const ADJUSTMENT_AREAS = [
  'attention',
  'organisation',
  'restlessness',
  'social',
  'routine',
  'sensory',
  'movement',
  'reading',
  'wellbeing',
] as const;

export type AdjustmentArea = (typeof ADJUSTMENT_AREAS)[number];

/** Each adjustment the note can suggest; its sentence is `adjustmentTexts[id]` in 'report-work'. */
export type AdjustmentId =
  | 'quiet-place'
  | 'headphones'
  | 'one-task-at-a-time'
  | 'written-instructions'
  | 'smaller-steps'
  | 'clear-deadlines'
  | 'movement-breaks'
  | 'varied-tasks'
  | 'flexible-hours'
  | 'literal-language'
  | 'written-messages'
  | 'eye-contact'
  | 'advance-notice'
  | 'structured-day'
  | 'meeting-agendas'
  | 'quieter-workplace'
  | 'softer-lighting'
  | 'recovery-space'
  | 'typing'
  | 'ergonomic-tools'
  | 'notes-and-templates'
  | 'extra-time'
  | 'speech-software'
  | 'key-points-in-writing'
  | 'rest-breaks'
  | 'decompress-space'
  | 'agreed-communication';

type SourcedAdjustment = { id: AdjustmentId; verified: Verification };

type Adjustment = { text: string; verified: Verification };

type AreaAdjustments = {
  /** What the person finds harder, in the first person, as the note's heading for the area. */
  difficulty: string;
  adjustments: readonly Adjustment[];
};

const CARMARTHENSHIRE_ADHD =
  'https://ourpeople.carmarthenshire.gov.wales/our-people/health-wellbeing/neurodiversity/adhd';
const DWP_TOOLKIT = 'https://www.autismandneurodiversitytoolkit.org/social-communication';
const DYSPRAXIA_FOUNDATION_EMPLOYERS =
  'https://dyspraxiafoundation.org.uk/dyspraxia-adults/workplace-employers/';
const ST_ANDREWS_AUTISM = 'https://www.st-andrews.ac.uk/hr/edi/disability/adjustments-at-work/autism/';
const MIND_AT_WORK = 'https://mind.turtl.co/story/mindwork-april-2022/page/4';
const NOTTINGHAMSHIRE_NHS_ADJUSTMENTS = 'https://nottinghamshirehealthcare.nhs.uk/ddd-appendix-2';

/** The adjustments of each area, in the order the note lists them, each with the pages that support it. */
const AREA_SOURCES: Readonly<Record<AdjustmentArea, readonly SourcedAdjustment[]>> = {
  attention: [
    {
      id: 'quiet-place',
      verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
    },
    {
      id: 'headphones',
      verified: checkedForHandOvers(
        'https://www.st-andrews.ac.uk/about/edi/learning-and-support/reasonable-adjustments-and-access-to-work',
      ),
    },
    {
      id: 'one-task-at-a-time',
      verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
    },
  ],
  organisation: [
    {
      id: 'written-instructions',
      verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
    },
    {
      id: 'smaller-steps',
      verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
    },
    {
      id: 'clear-deadlines',
      verified: checkedForHandOvers(DWP_TOOLKIT),
    },
  ],
  restlessness: [
    {
      id: 'movement-breaks',
      verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
    },
    {
      id: 'varied-tasks',
      verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
    },
    {
      id: 'flexible-hours',
      verified: checkedForHandOvers(
        'https://www.equalityhumanrights.com/en/multipage-guide/examples-reasonable-adjustments-practice',
      ),
    },
  ],
  social: [
    {
      id: 'literal-language',
      verified: checkedForHandOvers(DWP_TOOLKIT),
    },
    {
      id: 'written-messages',
      verified: checkedForHandOvers(
        'https://businessdisabilityforum.org.uk/news-opinion/developing-autism-aware-communication/',
      ),
    },
    {
      id: 'eye-contact',
      verified: checkedForHandOvers(DWP_TOOLKIT),
    },
  ],
  routine: [
    {
      id: 'advance-notice',
      verified: checkedForHandOvers(DWP_TOOLKIT),
    },
    {
      id: 'structured-day',
      verified: checkedForHandOvers(ST_ANDREWS_AUTISM),
    },
    {
      id: 'meeting-agendas',
      verified: checkedForHandOvers(MIND_AT_WORK),
    },
  ],
  sensory: [
    {
      id: 'quieter-workplace',
      verified: checkedForHandOvers(ST_ANDREWS_AUTISM),
    },
    {
      id: 'softer-lighting',
      verified: checkedForHandOvers(MIND_AT_WORK),
    },
    {
      id: 'recovery-space',
      verified: checkedForHandOvers(MIND_AT_WORK, ST_ANDREWS_AUTISM),
    },
  ],
  movement: [
    {
      id: 'typing',
      verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
    },
    {
      id: 'ergonomic-tools',
      verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
    },
    {
      id: 'notes-and-templates',
      verified: checkedForHandOvers(
        DYSPRAXIA_FOUNDATION_EMPLOYERS,
        'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/developmental-disorders-documentation/dcd-and-employment.aspx',
      ),
    },
  ],
  reading: [
    {
      id: 'extra-time',
      verified: checkedForHandOvers(NOTTINGHAMSHIRE_NHS_ADJUSTMENTS),
    },
    {
      id: 'speech-software',
      verified: checkedForHandOvers(NOTTINGHAMSHIRE_NHS_ADJUSTMENTS),
    },
    {
      id: 'key-points-in-writing',
      verified: checkedForHandOvers(NOTTINGHAMSHIRE_NHS_ADJUSTMENTS),
    },
  ],
  wellbeing: [
    { id: 'rest-breaks', verified: checkedForHandOvers(ST_ANDREWS_AUTISM) },
    { id: 'decompress-space', verified: checkedForHandOvers(MIND_AT_WORK) },
    {
      // ACAS's guidance on adjustments for mental health, read in a law firm's summary of it.
      id: 'agreed-communication',
      verified: checkedForHandOvers(
        'https://brodies.com/insights/employment-and-immigration/acas-guidance-on-reasonable-adjustments-for-mental-health/',
      ),
    },
  ],
};

function areaAdjustments(area: AdjustmentArea): AreaAdjustments {
  return {
    difficulty: areaDifficulties[area],
    adjustments: AREA_SOURCES[area].map(({ id, verified }) => ({ text: adjustmentTexts[id], verified })),
  };
}

export const AREA_ADJUSTMENTS: Readonly<Record<AdjustmentArea, AreaAdjustments>> = {
  attention: areaAdjustments('attention'),
  organisation: areaAdjustments('organisation'),
  restlessness: areaAdjustments('restlessness'),
  social: areaAdjustments('social'),
  routine: areaAdjustments('routine'),
  sensory: areaAdjustments('sensory'),
  movement: areaAdjustments('movement'),
  reading: areaAdjustments('reading'),
  wellbeing: areaAdjustments('wellbeing'),
};

/**
 * Which kind of difficulty each theme of the questionnaires describes; themes not listed have no area. Keyed by the
 * theme's name as the questions give it (`construct`), used here as an id: the note never prints it.
 */
export const THEME_AREAS: Readonly<Record<string, AdjustmentArea>> = {
  'Attention and focus': 'attention',
  'Attention and follow-through': 'attention',
  'Organisation and memory': 'organisation',
  'Follow-through': 'organisation',
  'Getting organised': 'organisation',
  Restlessness: 'restlessness',
  Impulsivity: 'restlessness',
  'Social communication': 'social',
  'Social intuition': 'social',
  'Literal language': 'social',
  'Social masking': 'social',
  'Routine and change': 'routine',
  'Focused interests': 'routine',
  'Sensory sensitivity': 'sensory',
  'Sensory experiences': 'sensory',
  'Sensation seeking': 'sensory',
  'Detail and senses': 'sensory',
  'Overload and recovery': 'sensory',
  'Coordination and balance': 'movement',
  'Fine motor skills': 'movement',
  'Spatial judgement': 'movement',
  Reading: 'reading',
  'Spelling and writing': 'reading',
  'Sounds and sequences': 'reading',
  'Verbal memory': 'reading',
  'Emotional regulation': 'wellbeing',
  'Body signals': 'wellbeing',
};

export type WorkLaw = { text: string; verified: Verification };

const GREAT_BRITAIN: readonly WorkLaw[] = [
  {
    text: equalityActAdjustments({ act: 'Equality Act 2010' }),
    verified: checkedForHandOvers(
      'http://www.legislation.gov.uk./ukpga/2010/15/notes/division/3/2/2/8/data.xht?view=snippet&wrap=true',
      'http://www.legislation.gov.uk./ukpga/2010/15/schedule/13/crossheading/the-duty-for-further-or-higher-education-institutions/data.html',
    ),
  },
  {
    text: acasNoDiagnosisNeeded({ body: 'ACAS' }),
    verified: checkedForHandOvers(
      'https://www.acas.org.uk/reasonable-adjustments/adjustments-for-neurodiversity',
    ),
  },
];

const IRELAND: readonly WorkLaw[] = [
  {
    text: irishAppropriateMeasures({ acts: 'Employment Equality Acts 1998–2015' }),
    verified: checkedForHandOvers(
      'https://www.ihrec.ie/guides-and-tools/human-rights-and-equality-for-employers/what-does-the-law-say/disability-and-reasonable-accommodation/',
      'https://algoodbody.com/insights-publications/celebrating-disability-pride-month-spotlight-on-reasonable-accommodation',
    ),
  },
];

const EUROPEAN_UNION: readonly WorkLaw[] = [
  {
    text: euReasonableAccommodation,
    verified: checkedForHandOvers('https://ec.europa.eu/social/main.jsp?catId=1473'),
  },
];

/** The law behind the note, by the buyer's country; both texts when the country is not known. */
export function workLawsFor(country: CountryCode | null): readonly WorkLaw[] {
  if (country === 'GB') return GREAT_BRITAIN;
  if (country === 'IE') return IRELAND;
  if (country === null) return [...EUROPEAN_UNION, GREAT_BRITAIN[0]].filter((law) => law !== undefined);
  return EUROPEAN_UNION;
}
