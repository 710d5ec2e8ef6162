import type { CountryCode } from './countries.ts';
import { checkedForHandOvers, type Verification } from './verification.ts';

// What an employer or a place of study can change, by the kind of difficulty a person reports, and the law that
// asks them to consider it, for the report's note for work or study (work-note.ts). Each adjustment is one plain
// sentence, read on the page its `verified` names (employers' guidance from UK public bodies, councils,
// universities and the national associations); where only a summary by a law firm could be read, the comment says
// so. Nothing here names a condition: the note describes difficulties and what helps.

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

export const AREA_ADJUSTMENTS: Readonly<Record<AdjustmentArea, AreaAdjustments>> = {
  attention: {
    difficulty: 'Keeping my focus when there are noise, interruptions or several tasks at once',
    adjustments: [
      {
        text: 'A quieter place to work, or a seat away from busy areas.',
        verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
      },
      {
        text: 'Noise-cancelling headphones.',
        verified: checkedForHandOvers(
          'https://www.st-andrews.ac.uk/about/edi/learning-and-support/reasonable-adjustments-and-access-to-work',
        ),
      },
      {
        text: 'One task at a time, with protected time without interruptions.',
        verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
      },
    ],
  },
  organisation: {
    difficulty: 'Planning, remembering tasks and keeping to deadlines',
    adjustments: [
      {
        text: 'Short instructions in writing, to keep and refer back to, with timetables or visual plans.',
        verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
      },
      {
        text: 'Large pieces of work broken into smaller steps.',
        verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
      },
      {
        text: 'Being specific about what is needed and by when, rather than vague timings.',
        verified: checkedForHandOvers(DWP_TOOLKIT),
      },
    ],
  },
  restlessness: {
    difficulty: 'Sitting still for long stretches, and slowing down before I act',
    adjustments: [
      {
        text: 'Regular short breaks, including to move.',
        verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
      },
      {
        text: 'Routine tasks alternated with more engaging ones.',
        verified: checkedForHandOvers(CARMARTHENSHIRE_ADHD),
      },
      {
        text: 'Flexible hours, so that extra breaks are possible.',
        verified: checkedForHandOvers(
          'https://www.equalityhumanrights.com/en/multipage-guide/examples-reasonable-adjustments-practice',
        ),
      },
    ],
  },
  social: {
    difficulty: 'Unwritten social rules, and language that is not meant literally',
    adjustments: [
      {
        text: 'Plain, literal language, without idioms, jargon or acronyms that need decoding.',
        verified: checkedForHandOvers(DWP_TOOLKIT),
      },
      {
        text: 'Written messages rather than unplanned calls, where possible.',
        verified: checkedForHandOvers(
          'https://businessdisabilityforum.org.uk/news-opinion/developing-autism-aware-communication/',
        ),
      },
      {
        text: 'Understanding that little eye contact does not mean I am not listening.',
        verified: checkedForHandOvers(DWP_TOOLKIT),
      },
    ],
  },
  routine: {
    difficulty: 'Sudden changes to plans, tasks or places',
    adjustments: [
      {
        text: 'Advance notice of changes, with what will happen and when.',
        verified: checkedForHandOvers(DWP_TOOLKIT),
      },
      {
        text: 'A structured day, with fixed hours rather than changing shifts.',
        verified: checkedForHandOvers(ST_ANDREWS_AUTISM),
      },
      {
        text: 'Meetings announced in advance, with an agenda where possible.',
        verified: checkedForHandOvers(MIND_AT_WORK),
      },
    ],
  },
  sensory: {
    difficulty: 'Noise, bright light and busy places, and time to recover from them',
    adjustments: [
      {
        text: 'A workplace in a quieter or less bright area.',
        verified: checkedForHandOvers(ST_ANDREWS_AUTISM),
      },
      {
        text: 'Softer lighting, for example dimmed overhead lights.',
        verified: checkedForHandOvers(MIND_AT_WORK),
      },
      {
        text: 'A quiet space to recover, and extra breaks when it gets too much.',
        verified: checkedForHandOvers(MIND_AT_WORK, ST_ANDREWS_AUTISM),
      },
    ],
  },
  movement: {
    difficulty: 'Handwriting, fine movements and coordination',
    adjustments: [
      {
        text: 'Typing instead of handwriting, with spelling checks or speech recognition.',
        verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
      },
      {
        text: 'An ergonomic keyboard, a slower mouse, and keyboard shortcuts.',
        verified: checkedForHandOvers(DYSPRAXIA_FOUNDATION_EMPLOYERS),
      },
      {
        text: 'Notes or templates, so I do not have to write things down at speed.',
        verified: checkedForHandOvers(
          DYSPRAXIA_FOUNDATION_EMPLOYERS,
          'http://www.movementmattersuk.org/dcd-dyspraxia-adhd-spld/developmental-disorders-documentation/dcd-and-employment.aspx',
        ),
      },
    ],
  },
  reading: {
    difficulty: 'Reading, spelling, and remembering what was said',
    adjustments: [
      {
        text: 'Extra time for reading and written tasks.',
        verified: checkedForHandOvers(NOTTINGHAMSHIRE_NHS_ADJUSTMENTS),
      },
      {
        text: 'Text-to-speech and speech-to-text software.',
        verified: checkedForHandOvers(NOTTINGHAMSHIRE_NHS_ADJUSTMENTS),
      },
      {
        text: 'Key points given in writing and in person, and someone else taking the minutes.',
        verified: checkedForHandOvers(NOTTINGHAMSHIRE_NHS_ADJUSTMENTS),
      },
    ],
  },
  wellbeing: {
    difficulty: 'Noticing early when I am overwhelmed, and calming down again',
    adjustments: [
      { text: 'Extra breaks to rest, taken when needed.', verified: checkedForHandOvers(ST_ANDREWS_AUTISM) },
      { text: 'A quiet space to decompress.', verified: checkedForHandOvers(MIND_AT_WORK) },
      {
        // ACAS's guidance on adjustments for mental health, read in a law firm's summary of it.
        text: 'A preferred way of communicating agreed, and work broken into short-term tasks.',
        verified: checkedForHandOvers(
          'https://brodies.com/insights/employment-and-immigration/acas-guidance-on-reasonable-adjustments-for-mental-health/',
        ),
      },
    ],
  },
};

/** Which kind of difficulty each theme of the questionnaires describes; themes not listed have no area. */
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
    text: 'In England, Scotland and Wales, the Equality Act 2010 asks employers, colleges and universities to make reasonable adjustments where a disabled person would otherwise be at a substantial disadvantage, at no cost to the person.',
    verified: checkedForHandOvers(
      'http://www.legislation.gov.uk./ukpga/2010/15/notes/division/3/2/2/8/data.xht?view=snippet&wrap=true',
      'http://www.legislation.gov.uk./ukpga/2010/15/schedule/13/crossheading/the-duty-for-further-or-higher-education-institutions/data.html',
    ),
  },
  {
    text: 'ACAS advises that a worker does not need a diagnosis to be covered, and that employers should offer support, including reasonable adjustments, whether or not there is one.',
    verified: checkedForHandOvers(
      'https://www.acas.org.uk/reasonable-adjustments/adjustments-for-neurodiversity',
    ),
  },
];

const IRELAND: readonly WorkLaw[] = [
  {
    text: 'In Ireland, the Employment Equality Acts 1998–2015 ask employers to take “appropriate measures” for a person with a disability, such as flexible working times, unless this would be a disproportionate burden.',
    verified: checkedForHandOvers(
      'https://www.ihrec.ie/guides-and-tools/human-rights-and-equality-for-employers/what-does-the-law-say/disability-and-reasonable-accommodation/',
      'https://algoodbody.com/insights-publications/celebrating-disability-pride-month-spotlight-on-reasonable-accommodation',
    ),
  },
];

const EUROPEAN_UNION: readonly WorkLaw[] = [
  {
    text: 'Across the EU, the Employment Equality Directive (2000/78/EC, Article 5), as each country’s own law applies it, asks employers to provide reasonable accommodation for a person with a disability, in work and in training, unless it would be a disproportionate burden.',
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
