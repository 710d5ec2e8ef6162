import type { AssessmentType } from '../assessments/catalogue.ts';
import type { SourceId } from './sources.ts';

// Practical strategies, written as invitations to try rather than instructions, and drawn from the evidence
// themes of content-basis.md C3. Each names the source it is based on. Sensory aids (headphones, earplugs) are
// offered as things many people choose, never with a claim that they work: the research notes say their
// benefit is still being studied.
export const STRATEGY_AREAS = ['daily-life', 'work-study', 'relationships'] as const;

export type StrategyArea = (typeof STRATEGY_AREAS)[number];

export const STRATEGY_AREA_LABELS: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Daily life',
  'work-study': 'Work or study',
  relationships: 'Relationships',
};

export type Strategy = {
  area: StrategyArea;
  /**
   * The questionnaire themes (constructs, as named in the question lists) this strategy speaks to. A report
   * offers a strategy when one of these themes is among the reader's highest (see selectStrategies).
   */
  themes: readonly string[];
  title: string;
  text: string;
  sources: readonly SourceId[];
};

const OUTSIDE_MEMORY: Strategy = {
  area: 'daily-life',
  themes: ['Organisation and memory', 'Follow-through'],
  title: 'Keep your memory outside your head',
  text: 'Use one calendar and one to-do list, kept where you will see them. Add reminders for appointments and for the step before them, such as leaving the house. Writing things down frees your mind for the task in front of you.',
  sources: ['knouse-2008', 'safren-2010'],
};

const SMALL_FIRST_STEP: Strategy = {
  area: 'daily-life',
  themes: ['Attention and follow-through', 'Organisation and memory', 'Follow-through'],
  title: 'Make the first step very small',
  text: 'When a task feels too big to begin, break it into steps that take five to ten minutes each and start with the first one only. A timer can help you begin and gives you a natural place to pause.',
  sources: ['safren-2010', 'knouse-2008'],
};

const SHORT_FOCUS_BLOCKS: Strategy = {
  area: 'work-study',
  themes: ['Attention and follow-through', 'Restlessness', 'Attention and focus', 'Follow-through'],
  title: 'Work in short, planned blocks',
  text: 'Notice how long you can usually focus, then plan blocks of about that length with short breaks between them. Silence notifications and keep one task open on your screen while a block runs.',
  sources: ['safren-2010'],
};

const SHARE_WHAT_HELPS_ADHD: Strategy = {
  area: 'relationships',
  themes: ['Impulsivity', 'Emotional regulation'],
  title: 'Share what helps you',
  text: 'Explaining your patterns to the people close to you can prevent misunderstandings. For example, you might interrupt because an idea feels urgent, not because you are not listening. Learning about ADHD together is part of most recommended approaches.',
  sources: ['kooij-2019', 'nice-ng87'],
};

const ENERGY_PLANNING: Strategy = {
  area: 'daily-life',
  themes: [
    'Routine and change',
    'Focused interests',
    'Energy and recovery',
    'Emotional regulation',
    'Sensory overload',
  ],
  title: 'Plan your energy, not only your time',
  text: 'Notice which activities drain you and which restore you. Spread the demanding ones through the week and plan quiet time after them. Autistic adults describe this balance as one of the main ways to prevent burnout.',
  sources: ['mantzalas-2022'],
};

const BURNOUT_SIGNS: Strategy = {
  area: 'daily-life',
  themes: ['Social masking', 'Energy and recovery', 'Emotional regulation'],
  title: 'Know your early signs of burnout',
  text: 'Lasting exhaustion, losing skills you usually have, and finding noise or people harder to bear can be early signs of burnout. Lowering demands and resting early usually helps more than pushing through. Burnout is not the same as depression, so it is worth naming it if you speak to a professional.',
  sources: ['raymaker-2020', 'higgins-2021'],
};

const MASKING_BUDGET: Strategy = {
  area: 'work-study',
  themes: ['Social masking'],
  title: 'Notice the cost of masking',
  text: 'Masking means hiding or copying behaviour to fit in. It can help in the moment, and it is also linked to tiredness, anxiety and low mood. Where it feels safe, choose places and people with whom you can drop the mask, and plan recovery after days when you cannot.',
  sources: ['hull-2019', 'mantzalas-2022'],
};

const CLEAR_COMMUNICATION_AT_WORK: Strategy = {
  area: 'work-study',
  themes: ['Social intuition', 'Literal language', 'Detail focus', 'Social communication'],
  title: 'Ask for clear, written communication',
  text: 'Written instructions, an agenda before meetings and direct feedback take the guesswork out of work or study. These are simple adjustments that many employers and colleges can agree to.',
  sources: ['nice-cg142'],
};

const DOUBLE_EMPATHY: Strategy = {
  area: 'relationships',
  themes: ['Social intuition', 'Literal language', 'Social communication'],
  title: 'Remember that communication goes both ways',
  text: 'Misunderstandings between autistic and non-autistic people run in both directions; the gap sits between people, not in one person. Saying plainly what you mean, and kindly asking others to do the same, helps both sides.',
  sources: ['milton-2012', 'crompton-2020'],
};

const AUTISTIC_PEERS: Strategy = {
  area: 'relationships',
  themes: ['Social intuition', 'Focused interests', 'Social communication', 'Social masking'],
  title: 'Spend time with people who share your experience',
  text: 'Many autistic adults find that time with other autistic people feels easier and more restoring. Peer groups, online communities and the national associations in this report are good places to start.',
  sources: ['crompton-2020', 'mantzalas-2022'],
};

const SENSORY_SURROUNDINGS_AUTISM: Strategy = {
  area: 'daily-life',
  themes: ['Sensory experiences', 'Detail and senses', 'Sensory overload'],
  title: 'Shape your sensory surroundings',
  text: 'Softer lighting, clothes without scratchy labels and a quiet corner at home can lower the load of the day. In busy places, many people choose headphones, earplugs or sunglasses. Try what suits you and keep what helps.',
  sources: ['brown-dunn-2002', 'nice-cg142'],
};

const RECOVERY_AFTER_SOCIALISING: Strategy = {
  area: 'relationships',
  themes: ['Social masking', 'Energy and recovery'],
  title: 'Agree on recovery time',
  text: 'Letting friends, family or a partner know that you need quiet time after socialising, and that it is not about them, helps them understand and helps you recharge.',
  sources: ['mantzalas-2022'],
};

const STRATEGIES: Readonly<Record<AssessmentType, readonly Strategy[]>> = {
  adhd: [
    OUTSIDE_MEMORY,
    SMALL_FIRST_STEP,
    {
      area: 'daily-life',
      themes: ['Organisation and memory'],
      title: 'Give everyday things a home',
      text: 'Choose one fixed place for your keys, wallet and phone, such as a bowl by the door. Fewer things to search for means calmer mornings.',
      sources: ['safren-2010'],
    },
    {
      area: 'daily-life',
      themes: ['Impulsivity'],
      title: 'Add a pause before buying',
      text: 'For purchases that are not essential, wait a set time, such as a day, before you buy. Removing saved card details from shopping sites adds a helpful moment to think.',
      sources: ['knouse-2008'],
    },
    SHORT_FOCUS_BLOCKS,
    {
      area: 'work-study',
      themes: ['Attention and follow-through'],
      title: 'Agree on deadlines and check-ins',
      text: 'Ask for tasks in writing and break big deadlines into smaller ones with a short check-in at each. Structure from outside, such as coaching or a study buddy, helps many adults with attention differences.',
      sources: ['kooij-2019'],
    },
    {
      area: 'work-study',
      themes: ['Restlessness', 'Attention and follow-through'],
      title: 'Work with your energy',
      text: 'Put tasks that need the most focus at the time of day when you usually feel sharpest, and save routine tasks for lower-energy times. Movement breaks, even a short walk, can help you reset.',
      sources: ['knouse-2008'],
    },
    SHARE_WHAT_HELPS_ADHD,
    {
      area: 'relationships',
      themes: ['Organisation and memory'],
      title: 'Keep shared plans visible',
      text: 'A shared calendar or list with a partner, family or housemates helps everyone remember plans and chores, without one person having to be the reminder.',
      sources: ['knouse-2008'],
    },
    {
      area: 'relationships',
      themes: ['Impulsivity'],
      title: 'Notice the urge, then choose',
      text: 'In conversation, try holding a thought with a quick note and coming back to it when the other person has finished. Noticing an urge without acting on it straight away is a skill that grows with practice.',
      sources: ['adhd-ireland-umaap'],
    },
  ],
  asd: [
    ENERGY_PLANNING,
    BURNOUT_SIGNS,
    SENSORY_SURROUNDINGS_AUTISM,
    {
      area: 'daily-life',
      themes: ['Routine and change'],
      title: 'Prepare for change',
      text: 'When plans change, ask for as much notice and detail as you can: who, where and for how long. Looking at photos of a new place or visiting it beforehand can make new situations feel more predictable.',
      sources: ['mantzalas-2022'],
    },
    CLEAR_COMMUNICATION_AT_WORK,
    MASKING_BUDGET,
    {
      area: 'work-study',
      themes: ['Sensory experiences', 'Detail focus'],
      title: 'Protect quiet and focus time',
      text: 'A quieter desk, permission to wear headphones, or some days working from home can reduce the sensory load of the day. Small, specific requests are the easiest to agree on.',
      sources: ['nice-cg142', 'brown-dunn-2002'],
    },
    DOUBLE_EMPATHY,
    AUTISTIC_PEERS,
    RECOVERY_AFTER_SOCIALISING,
  ],
  audhd: [
    ENERGY_PLANNING,
    BURNOUT_SIGNS,
    OUTSIDE_MEMORY,
    {
      area: 'daily-life',
      themes: ['Routine and change', 'Organisation and memory', 'Restlessness'],
      title: 'Build a flexible structure',
      text: 'Many people with both autistic and ADHD traits need routine and also crave novelty. Fixed anchors, such as meals and sleep, with a changing choice of tasks in between, can meet both needs.',
      sources: ['knouse-2008', 'mantzalas-2022'],
    },
    SENSORY_SURROUNDINGS_AUTISM,
    SMALL_FIRST_STEP,
    SHORT_FOCUS_BLOCKS,
    CLEAR_COMMUNICATION_AT_WORK,
    MASKING_BUDGET,
    DOUBLE_EMPATHY,
    SHARE_WHAT_HELPS_ADHD,
    AUTISTIC_PEERS,
  ],
  spd: [
    {
      area: 'daily-life',
      themes: ['Sensory sensitivity', 'Overload and recovery', 'Sensation seeking'],
      title: 'Get to know your sensory pattern',
      text: 'For a week, note when you feel overloaded and when you feel calm: where you were, and what you could hear, see and feel. Knowing whether you tend to avoid, seek, notice or miss sensations is the basis for everything else.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'daily-life',
      themes: ['Sensory sensitivity'],
      title: 'Shape your surroundings',
      text: 'Change what you can at home: warmer or dimmer lights, soft fabrics, unscented products and a quiet corner to retreat to. Small changes add up over a day.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'daily-life',
      themes: ['Sensory sensitivity', 'Overload and recovery'],
      title: 'Carry a small sensory kit',
      text: 'Sunglasses, a cap, earplugs or headphones, a familiar scent or something to fidget with can make busy places easier to manage. Many people find a kit like this reassuring; notice what works for you.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'daily-life',
      themes: ['Body signals'],
      title: 'Listen for body signals',
      text: 'If you tend to notice hunger or thirst only when it is urgent, set gentle reminders to eat and drink, and check in with your body at a few fixed times each day.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'daily-life',
      themes: ['Sensation seeking'],
      title: 'Plan in the sensations you enjoy',
      text: 'If you seek strong sensations, give yourself safe ways to enjoy them: a brisk walk, a heavy blanket, crunchy or strongly flavoured food, or music you love.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'work-study',
      themes: ['Sensory sensitivity'],
      title: 'Choose where you sit',
      text: 'Ask for a desk away from doors, printers and bright windows, or for permission to use headphones. Small, concrete requests are the easiest for others to agree to.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'work-study',
      themes: ['Overload and recovery'],
      title: 'Build recovery into the day',
      text: 'Travel outside rush hour where you can, and take breaks somewhere quiet. After a busy meeting or lecture, a few minutes of calm helps your system settle before the next thing.',
      sources: ['brown-dunn-2002', 'aron-1997'],
    },
    {
      area: 'relationships',
      themes: ['Sensory sensitivity', 'Overload and recovery'],
      title: 'Describe your senses in concrete words',
      text: '“The music is too loud for me to follow what you are saying” is easier for others to act on than “I don’t like it here”. Clear, specific words help people help you.',
      sources: ['brown-dunn-2002'],
    },
    {
      area: 'relationships',
      themes: ['Overload and recovery'],
      title: 'Make plans that suit everyone',
      text: 'Suggest quieter times or places to meet, and agree beforehand that you may step outside or leave early. Having a plan often makes it easier to stay and enjoy yourself.',
      sources: ['brown-dunn-2002'],
    },
  ],
  dyspraxia: [
    {
      area: 'daily-life',
      themes: ['Fine motor skills'],
      title: 'Let technology do the handwriting',
      text: 'Type notes, keep templates for forms you fill in often, and use dictation when typing is slow. Save handwriting for the times it really matters.',
      sources: ['dcd-workplace-guidance', 'blank-2019'],
    },
    {
      area: 'daily-life',
      themes: ['Coordination and balance', 'Childhood experience'],
      title: 'Practise new movement skills little and often',
      text: 'Learning to drive, a new sport or a dance routine may simply take more practice. Short, frequent sessions that focus on one part at a time, with a patient teacher, tend to work better than long ones.',
      sources: ['dcd-workplace-guidance', 'blank-2019'],
    },
    {
      area: 'daily-life',
      themes: ['Fine motor skills', 'Coordination and balance'],
      title: 'Make home tasks easier',
      text: 'Tools such as a vegetable chopper, non-slip mats and easy-grip utensils, and clothes without fiddly fastenings, save time and frustration.',
      sources: ['blank-2019'],
    },
    {
      area: 'daily-life',
      themes: ['Coordination and balance', 'Childhood experience'],
      title: 'Move in ways you enjoy',
      text: 'Regular exercise that you enjoy, such as swimming, walking or yoga, can build strength and confidence. Choose activities where you can go at your own pace.',
      sources: ['dcd-workplace-guidance'],
    },
    {
      area: 'work-study',
      themes: ['Planning and organisation'],
      title: 'Use one diary and a few routines',
      text: 'Keep one diary or app for plans, and simple routines or checklists for things you repeat, such as packing a bag. Routines free your mind for everything else.',
      sources: ['dcd-workplace-guidance'],
    },
    {
      area: 'work-study',
      themes: ['Planning and organisation'],
      title: 'Ask to see what “done” looks like',
      text: 'An example of finished work and step-by-step instructions make expectations clear and save you from guessing.',
      sources: ['dcd-workplace-guidance'],
    },
    {
      area: 'work-study',
      themes: ['Spatial judgement', 'Planning and organisation'],
      title: 'Find a buddy for new places and tools',
      text: 'A colleague or classmate who shows you a new route, a machine or a routine in a relaxed way can make the first weeks much easier.',
      sources: ['dcd-workplace-guidance'],
    },
    {
      area: 'work-study',
      themes: ['Fine motor skills', 'Coordination and balance', 'Spatial judgement'],
      title: 'Ask about occupational therapy',
      text: 'An occupational therapist can look at the tasks you find hard and suggest tools or different ways of doing them. Your doctor can tell you how to see one where you live.',
      sources: ['dcd-workplace-guidance', 'blank-2019'],
    },
    {
      area: 'relationships',
      themes: ['Coordination and balance', 'Spatial judgement'],
      title: 'Share what is hard, and why',
      text: 'Letting people know that spills or getting lost come from how you coordinate movement, not from carelessness, helps them respond kindly. Many people find a little humour helps too.',
      sources: ['movement-matters'],
    },
    {
      area: 'relationships',
      themes: ['Childhood experience', 'Coordination and balance'],
      title: 'Suggest activities that suit you',
      text: 'If team sports or dancing feel stressful, suggest things you enjoy doing together, such as walks, games or cooking, where the focus is on the company.',
      sources: ['blank-2019'],
    },
  ],
  dyslexia: [
    {
      area: 'daily-life',
      themes: ['Reading', 'Sounds and sequences'],
      title: 'Let your devices read to you',
      text: 'Text-to-speech, built into most phones and computers, can read out e-mails, web pages and long documents. Listening while you follow the text can make reading less tiring.',
      sources: ['jisc-assistive-technology'],
    },
    {
      area: 'daily-life',
      themes: ['Spelling and writing'],
      title: 'Talk instead of typing',
      text: 'Speech recognition lets you dictate messages and first drafts. You can tidy the words afterwards, when your ideas are already on the page.',
      sources: ['jisc-assistive-technology'],
    },
    {
      area: 'daily-life',
      themes: ['Reading'],
      title: 'Make text easier on the eye',
      text: 'Choose a clear sans-serif font at 12 to 14 point, an off-white or cream background and wider line spacing. Avoid long passages in italics, underlining or capital letters.',
      sources: ['bda-style-guide'],
    },
    {
      area: 'work-study',
      themes: ['Verbal memory'],
      title: 'Get spoken information in writing too',
      text: 'Ask for the key points of meetings or lectures in writing, repeat instructions back to check them, or make a voice note straight afterwards.',
      sources: ['bda-adults', 'jisc-assistive-technology'],
    },
    {
      area: 'work-study',
      themes: ['Spelling and writing'],
      title: 'Plan your writing visually',
      text: 'Mind maps, bullet points or voice notes can help you organise your ideas before you write full sentences.',
      sources: ['jisc-assistive-technology'],
    },
    {
      area: 'work-study',
      themes: ['Reading', 'School experience'],
      title: 'Ask about adjustments',
      text: 'Extra time for reading or exams, documents sent in advance and assistive software are common adjustments. The rules differ by country, so ask your employer, college or national dyslexia association what applies to you.',
      sources: ['bda-adults', 'eda'],
    },
    {
      area: 'work-study',
      themes: ['Spelling and writing', 'Sounds and sequences'],
      title: 'Let tools check your spelling',
      text: 'Spellcheckers and grammar tools do this job well. For important texts, a trusted colleague or friend can read them through before they go out.',
      sources: ['jisc-assistive-technology'],
    },
    {
      area: 'relationships',
      themes: ['Reading', 'Verbal memory'],
      title: 'Tell people what works for you',
      text: 'You might prefer a call or voice message to a long text, or rather not read aloud in a group. Saying so early saves awkward moments later.',
      sources: ['bda-adults'],
    },
    {
      area: 'relationships',
      themes: ['School experience'],
      title: 'Connect with others who read differently',
      text: 'National dyslexia associations run groups and events where you can share tips and experiences with other adults.',
      sources: ['eda'],
    },
  ],
};

export function getStrategies(type: AssessmentType): readonly Strategy[] {
  return STRATEGIES[type];
}
