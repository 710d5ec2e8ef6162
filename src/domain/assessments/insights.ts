import { type AssessmentType, isAssessmentType } from './catalogue.ts';
import type { Level } from './levels.ts';
import type { Responses } from './scoring.ts';

// Preliminary insights. They describe how many of the experiences asked about the answers reflect, never
// whether someone "is" autistic, ADHD and so on (docs/content-basis.md B0: descriptive bands only, no cut-off
// language), and each points to a qualified professional rather than promising an outcome.
export type Insight = {
  summary: string;
  whatItMeans: string;
  whatItDoesNotMean: string;
  nextStep: string;
};

export const UNKNOWN_ASSESSMENT_TYPE_MESSAGE = 'Assessment type not recognized. Please try again.';

/** What an assessment asks about, in the summary's words, and what each level means for the person. */
type AssessmentInsights = { traits: string } & Readonly<Record<Level, Omit<Insight, 'summary'>>>;

const INSIGHTS: Readonly<Record<AssessmentType, AssessmentInsights>> = {
  audhd: {
    traits: 'autistic and ADHD-related traits',
    low: {
      whatItMeans:
        'Social situations, focus, routines and sensory experiences probably feel fairly manageable for you in the ways these questions describe.',
      whatItDoesNotMean:
        'It does not rule out autism, ADHD or both. Masking and well-practised strategies can lower scores on short questionnaires.',
      nextStep:
        'If something still feels unexplained, look at the questions that felt most familiar and consider talking them through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some areas, such as social energy, attention, routines or sensory load, may take more effort for you than for others. Your autism, ADHD and shared-experience scores show which ones.',
      whatItDoesNotMean:
        'It is not a diagnosis of autism, ADHD or both. Shared experiences, like overload or tiredness after busy days, are common to many people.',
      nextStep:
        'Compare your three scores to see which areas stand out. If they affect daily life, consider talking them through with your doctor or another qualified professional.',
    },
    high: {
      whatItMeans:
        'Experiences across social connection, focus, routines, restlessness and sensory load may regularly shape your day. Your three scores show which areas stand out most.',
      whatItDoesNotMean:
        'It is not a diagnosis. Autism and ADHD can look alike, and only a comprehensive assessment by a qualified professional can tell what explains your experiences.',
      nextStep:
        'If you would like to explore this, your doctor or a specialist service can advise on assessment. Bringing your results and everyday examples can help.',
    },
  },
  asd: {
    traits: 'autistic traits',
    low: {
      whatItMeans:
        'Social conversation, changes to plans and busy places probably feel fairly manageable for you, at least in the ways these questions ask about.',
      whatItDoesNotMean:
        'It does not rule out autism. Some people, especially those who have learned to mask, score lower on short questionnaires than their daily experience would suggest.',
      nextStep:
        'If something still feels unexplained, it can help to note specific examples from your life and talk them through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some areas, such as social intuition, routines, sensory experiences or focused interests, may take more energy for you than for others, while other areas feel easier.',
      whatItDoesNotMean:
        'It is not a diagnosis, and a questionnaire cannot tell whether autism explains your experiences. Many people relate to some of them.',
      nextStep:
        'Look at which areas felt most familiar. If they affect your wellbeing, work or relationships, consider discussing them with your doctor or another qualified professional.',
    },
    high: {
      whatItMeans:
        'Experiences such as reading social cues, coping with change, handling sensory input or masking in social situations may be a regular part of your life.',
      whatItDoesNotMean:
        'It is not a diagnosis. Only a comprehensive assessment by a qualified professional can tell whether autism explains these experiences.',
      nextStep:
        'If you would like to explore this further, your doctor or a specialist service is a good place to start. Bringing your results and examples from daily life can help.',
    },
  },
  adhd: {
    traits: 'attention and activity traits',
    low: {
      whatItMeans:
        'Focusing, organising and feeling settled probably feel manageable for you in the situations these questions describe.',
      whatItDoesNotMean:
        'It does not rule out ADHD. Support at home or work and the strategies you already use can all shape how you answer.',
      nextStep:
        'If attention or organisation still feel hard in ways that matter to you, note when it happens and talk it through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some things, such as staying focused, finishing tasks, keeping track of plans or feeling restless, may take more effort for you than for others.',
      whatItDoesNotMean:
        'It is not a diagnosis. Sleep, stress, anxiety and big life changes can all affect attention for a while.',
      nextStep:
        'Notice which patterns have been with you for a long time. If they affect daily life, consider talking them through with your doctor or another qualified professional.',
    },
    high: {
      whatItMeans:
        'Staying focused, getting organised, waiting or feeling settled may often take a lot of effort for you.',
      whatItDoesNotMean:
        'It is not a diagnosis. A qualified professional would also look at your history since childhood and at other possible explanations.',
      nextStep:
        'If you would like to explore this, your doctor or a specialist service can advise. Notes on how long these patterns have been part of your life can be useful.',
    },
  },
  spd: {
    traits: 'sensory processing differences',
    low: {
      whatItMeans:
        'Everyday sounds, lights, textures and busy places probably feel fairly comfortable for you most of the time.',
      whatItDoesNotMean:
        'It does not mean you never feel overwhelmed. Everyone has sensory preferences, and they can shift with tiredness or stress.',
      nextStep:
        'If particular sensations still bother you, small changes, such as a quieter spot or softer lighting, are worth trying.',
    },
    medium: {
      whatItMeans:
        'Certain sounds, lights, textures or busy settings may affect you more than they seem to affect others, or you may seek out some sensations.',
      whatItDoesNotMean:
        'It is not a diagnosis of any condition. Sensory differences are common and part of many people’s lives.',
      nextStep:
        'Notice which settings drain or restore you. Shaping your surroundings, for example with breaks or quieter spaces, may make everyday life more comfortable.',
    },
    high: {
      whatItMeans:
        'Sensory input may often feel intense for you, and you may need more time than others to recover after busy or noisy situations.',
      whatItDoesNotMean:
        'It is not a diagnosis. Strong sensory experiences can have many explanations, and a qualified professional can help you understand yours.',
      nextStep:
        'If sensory experiences affect your daily life, consider talking to your doctor or an occupational therapist about what suits you.',
    },
  },
  dyspraxia: {
    traits: 'coordination and movement traits',
    low: {
      whatItMeans:
        'Everyday physical tasks, such as handwriting, getting around and learning new movements, probably feel fairly manageable for you.',
      whatItDoesNotMean:
        'It does not rule out coordination differences. Many adults have built strategies that make difficulties less visible.',
      nextStep:
        'If some physical tasks still feel harder than they should, note specific examples and talk them through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some tasks, such as fine hand skills, balance, judging space or getting organised, may take more effort or practice for you than for others.',
      whatItDoesNotMean:
        'It is not a diagnosis. Tiredness, stress and other health factors can affect coordination too.',
      nextStep:
        'Notice which tasks have felt harder since childhood. If they affect daily life, consider talking to your doctor or an occupational therapist.',
    },
    high: {
      whatItMeans:
        'Everyday physical tasks, learning new movements and planning your day may often take extra effort, and may have done since childhood.',
      whatItDoesNotMean:
        'It is not a diagnosis, and it says nothing about your intelligence. Only a qualified professional can assess coordination properly.',
      nextStep:
        'If you would like to explore this, your doctor can advise on next steps, which may include an assessment by an occupational therapist.',
    },
  },
  dyslexia: {
    traits: 'reading and language-processing traits',
    low: {
      whatItMeans:
        'Reading, spelling and following spoken instructions probably feel fairly manageable for you.',
      whatItDoesNotMean:
        'It does not rule out dyslexia. Adults often develop strong strategies that a short questionnaire does not pick up.',
      nextStep:
        'If reading or writing still feel harder than you would expect, note examples and consider speaking with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some tasks, such as reading quickly, spelling or remembering spoken instructions, may take more effort for you than for others.',
      whatItDoesNotMean:
        'It is not a diagnosis, and it has nothing to do with intelligence. Tiredness, stress and reading in another language can also play a part.',
      nextStep:
        'Tools such as text-to-speech or a spellchecker may make some tasks easier. If difficulties affect study or work, consider a professional assessment.',
    },
    high: {
      whatItMeans:
        'Reading, spelling, organising your writing or holding spoken information in mind may often take a lot of effort for you.',
      whatItDoesNotMean:
        'It is not a diagnosis, and it says nothing about your intelligence. Only a qualified assessor can tell whether dyslexia explains these experiences.',
      nextStep:
        'If you would like to explore this, a qualified dyslexia assessor or your doctor can advise. Colleges and employers can often offer support too.',
    },
  },
};

/** How many of the experiences asked about a level's answers describe. */
const LEVEL_AMOUNTS: Readonly<Record<Level, string>> = { low: 'few', medium: 'some', high: 'many' };

/** Whose answers a summary speaks of: the person reading their own result, or a friend reading a shared one. */
type Reader = 'taker' | 'friend';

function summary(type: AssessmentType, level: Level, reader: Reader): string {
  const whose = reader === 'taker' ? 'Your answers' : "This person's answers";
  return `${whose} describe ${LEVEL_AMOUNTS[level]} of the experiences this assessment asks about (${INSIGHTS[type].traits}).`;
}

export function getInsights(type: AssessmentType, level: Level): Insight {
  return { summary: summary(type, level, 'taker'), ...INSIGHTS[type][level] };
}

/**
 * The one-line description of a shared result, for the friend who opened the link; the spec's message for a type
 * this build does not know.
 */
export function getSharedLevelDescription(type: string, level: Level): string {
  return isAssessmentType(type) ? summary(type, level, 'friend') : UNKNOWN_ASSESSMENT_TYPE_MESSAGE;
}

export type Strength = {
  title: string;
  description: string;
};

type StrengthTrigger = Strength & { questionId: string };

// Each strength is tied to an item whose trait it often accompanies in the research or in lived-experience
// accounts (e.g. Sedgwick et al. 2019 on ADHD; Hupfeld et al. 2019 on hyperfocus; both checked, see the fun
// facts). Descriptions say "can" and "may", never "you are", and claim nothing about what "many people" report.
// Reverse-keyed items are never triggers: agreeing with them means fewer traits. Each description follows the
// wording of its item (docs/decisions/012-item-review.md lists the items).
const STRENGTH_TRIGGERS: Readonly<Record<AssessmentType, readonly StrengthTrigger[]>> = {
  audhd: [
    {
      questionId: 'audhd-22',
      title: 'Hyperfocus',
      description:
        'When something matters to you, you can give it deep, sustained attention that others may find hard.',
    },
    {
      questionId: 'audhd-7',
      title: 'Attention to detail',
      description:
        'You notice small things that others overlook, which is valuable in careful or precise work.',
    },
    {
      questionId: 'audhd-27',
      title: 'Pattern recognition',
      description: 'You enjoy working out how systems fit together, a skill that helps with problem-solving.',
    },
    {
      questionId: 'audhd-20',
      title: 'Creative thinking',
      description: 'A mind that moves quickly between ideas can make connections others do not see.',
    },
    {
      questionId: 'audhd-9',
      title: 'Deep interests',
      description: 'Returning to the subjects you love builds real expertise over time.',
    },
    {
      questionId: 'audhd-2',
      title: 'Emotional depth',
      description: 'Feeling things strongly often goes together with caring deeply about people and causes.',
    },
  ],
  asd: [
    {
      questionId: 'asd-4',
      title: 'Attention to detail',
      description: 'You spot small errors early, which is valuable in careful or precise work.',
    },
    {
      questionId: 'asd-7',
      title: 'Deep knowledge',
      description: 'Intense interests can build deep knowledge that others come to rely on.',
    },
    {
      questionId: 'asd-18',
      title: 'Sustained focus',
      description: 'Coming back to the same interests builds real depth and skill over time.',
    },
    {
      questionId: 'asd-6',
      title: 'Consistency',
      description: 'Wanting to know the plan often goes with being reliable and well prepared.',
    },
    {
      questionId: 'asd-16',
      title: 'Direct communication',
      description: 'You tend to say what you mean plainly, which many people find clear and honest.',
    },
  ],
  adhd: [
    {
      questionId: 'adhd-1',
      title: 'Creative thinking',
      description:
        'A mind that wanders can make unexpected connections, which many people with ADHD traits value.',
    },
    {
      questionId: 'adhd-7',
      title: 'Energy and drive',
      description: 'Inner restlessness can turn into energy and enthusiasm for the things you care about.',
    },
    {
      questionId: 'adhd-5',
      title: 'Quick responses',
      description: 'Acting fast can make you quick to respond when something needs doing.',
    },
    {
      questionId: 'adhd-8',
      title: 'Working under pressure',
      description: 'A deadline coming closer can bring out focused, energetic work.',
    },
  ],
  spd: [
    {
      questionId: 'spd-9',
      title: 'Perceptiveness',
      description: 'You notice subtle changes around you that others miss.',
    },
    {
      questionId: 'spd-1',
      title: 'Empathy for sensory environments',
      description:
        'You can tell when a space is uncomfortable, which helps you create calmer places for yourself and others.',
    },
    {
      questionId: 'spd-5',
      title: 'Self-knowledge',
      description: 'Knowing when there is too much going on is a real skill in looking after yourself.',
    },
    {
      questionId: 'spd-7',
      title: 'Enjoyment of rich experiences',
      description: 'Seeking strong sensations can bring real enjoyment to music, food, movement and nature.',
    },
  ],
  dyspraxia: [
    {
      questionId: 'dys-1',
      title: 'Determination',
      description: 'Tasks that take you extra effort often build persistence that carries into other areas.',
    },
    {
      questionId: 'dys-7',
      title: 'Creative problem-solving',
      description: 'Finding your own ways around everyday obstacles is a practical kind of creativity.',
    },
    {
      questionId: 'dys-8',
      title: 'Empathy',
      description:
        'Having found some things harder growing up can bring understanding for others who struggle.',
    },
    {
      questionId: 'dys-6',
      title: 'Strategic thinking',
      description: 'Planning an approach before you start can help you see the whole of a problem.',
    },
  ],
  dyslexia: [
    {
      questionId: 'dyslexia-5',
      title: 'Big-picture thinking',
      description: 'You may find a strength in seeing the whole picture and connecting ideas.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'Learning by doing',
      description: 'Hands-on, practical learning often suits you, and it is a valuable way to build skills.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Resourcefulness',
      description:
        'Finding your own ways around reading challenges builds determination and creative strategies.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Explaining ideas',
      description: 'You may find a strength in explaining ideas and talking problems through.',
    },
  ],
};

export const FALLBACK_STRENGTHS: readonly Strength[] = [
  {
    title: 'Unique perspective',
    description: 'The way you experience the world gives you a point of view that others may not have.',
  },
  {
    title: 'Resilience',
    description: 'Taking time to understand yourself shows openness and a willingness to keep growing.',
  },
];

// Strengths fire at an answer of 3 or more, or 2 or more for the combined assessment.
export const STRENGTH_THRESHOLDS: Readonly<Record<AssessmentType, number>> = {
  audhd: 2,
  asd: 3,
  adhd: 3,
  spd: 3,
  dyspraxia: 3,
  dyslexia: 3,
};

const MIN_STRENGTHS_BEFORE_FALLBACK = 2;

export function getStrengthTriggers(type: AssessmentType): readonly (Strength & { questionId: string })[] {
  return STRENGTH_TRIGGERS[type];
}

export function getStrengths(type: AssessmentType, responses: Responses): Strength[] {
  const threshold = STRENGTH_THRESHOLDS[type];
  const found: Strength[] = STRENGTH_TRIGGERS[type]
    .filter(({ questionId }) => {
      const value = Object.hasOwn(responses, questionId) ? responses[questionId] : undefined;
      return typeof value === 'number' && value >= threshold;
    })
    .map(({ title, description }) => ({ title, description }));
  return found.length < MIN_STRENGTHS_BEFORE_FALLBACK ? [...found, ...FALLBACK_STRENGTHS] : found;
}
