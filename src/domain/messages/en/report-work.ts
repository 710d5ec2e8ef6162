/**
 * The note for work or study in the Complete Report, in English: every sentence of it, the difficulty each area
 * describes, the adjustments it suggests and the sentences about the law behind them (see shell.ts for how messages
 * are kept). Its title is `sectionTitles['work-note']` in 'report'. Which areas and adjustments a note shows, and the
 * pages each adjustment and law was read on, are the domain's (work-adjustments.ts, work-note.ts); so are the names
 * of the British and Irish laws and bodies, which the sentences here are written around. The note is in the first
 * person, for the reader to sign and hand over if they choose, and it names no condition: it describes difficulties
 * and what helps.
 */
import type { AdjustmentArea, AdjustmentId } from '../../report/work-adjustments.ts';

/** What the person finds harder, in the first person, as the note's heading for the area. */
export const areaDifficulties: Readonly<Record<AdjustmentArea, string>> = {
  attention: 'Keeping my focus when there are noise, interruptions or several tasks at once',
  organisation: 'Planning, remembering tasks and keeping to deadlines',
  restlessness: 'Sitting still for long stretches, and slowing down before I act',
  social: 'Unwritten social rules, and language that is not meant literally',
  routine: 'Sudden changes to plans, tasks or places',
  sensory: 'Noise, bright light and busy places, and time to recover from them',
  movement: 'Handwriting, fine movements and coordination',
  reading: 'Reading, spelling, and remembering what was said',
  wellbeing: 'Noticing early when I am overwhelmed, and calming down again',
};

/** Each adjustment: one plain sentence, saying only what the page its record names says. */
export const adjustmentTexts: Readonly<Record<AdjustmentId, string>> = {
  'quiet-place': 'A quieter place to work, or a seat away from busy areas.',
  headphones: 'Noise-cancelling headphones.',
  'one-task-at-a-time': 'One task at a time, with protected time without interruptions.',
  'written-instructions':
    'Short instructions in writing, to keep and refer back to, with timetables or visual plans.',
  'smaller-steps': 'Large pieces of work broken into smaller steps.',
  'clear-deadlines': 'Being specific about what is needed and by when, rather than vague timings.',
  'movement-breaks': 'Regular short breaks, including to move.',
  'varied-tasks': 'Routine tasks alternated with more engaging ones.',
  'flexible-hours': 'Flexible hours, so that extra breaks are possible.',
  'literal-language': 'Plain, literal language, without idioms, jargon or acronyms that need decoding.',
  'written-messages': 'Written messages rather than unplanned calls, where possible.',
  'eye-contact': 'Understanding that little eye contact does not mean I am not listening.',
  'advance-notice': 'Advance notice of changes, with what will happen and when.',
  'structured-day': 'A structured day, with fixed hours rather than changing shifts.',
  'meeting-agendas': 'Meetings announced in advance, with an agenda where possible.',
  'quieter-workplace': 'A workplace in a quieter or less bright area.',
  'softer-lighting': 'Softer lighting, for example dimmed overhead lights.',
  'recovery-space': 'A quiet space to recover, and extra breaks when it gets too much.',
  typing: 'Typing instead of handwriting, with spelling checks or speech recognition.',
  'ergonomic-tools': 'An ergonomic keyboard, a slower mouse, and keyboard shortcuts.',
  'notes-and-templates': 'Notes or templates, so I do not have to write things down at speed.',
  'extra-time': 'Extra time for reading and written tasks.',
  'speech-software': 'Text-to-speech and speech-to-text software.',
  'key-points-in-writing': 'Key points given in writing and in person, and someone else taking the minutes.',
  'rest-breaks': 'Extra breaks to rest, taken when needed.',
  'decompress-space': 'A quiet space to decompress.',
  'agreed-communication': 'A preferred way of communicating agreed, and work broken into short-term tasks.',
};

// The law behind the note, by the buyer's country (work-adjustments.ts): one sentence each, around the name the
// domain holds.

/** Great Britain's duty to make reasonable adjustments; `act` is the law's name. */
export const equalityActAdjustments = ({ act }: { act: string }) =>
  `In England, Scotland and Wales, the ${act} asks employers, colleges and universities to make reasonable adjustments where a disabled person would otherwise be at a substantial disadvantage, at no cost to the person.`;
/** `body` is the British public body whose advice this is. */
export const acasNoDiagnosisNeeded = ({ body }: { body: string }) =>
  `${body} advises that a worker does not need a diagnosis to be covered, and that employers should offer support, including reasonable adjustments, whether or not there is one.`;
/** Ireland's duty to take appropriate measures; `acts` are the laws' name. */
export const irishAppropriateMeasures = ({ acts }: { acts: string }) =>
  `In Ireland, the ${acts} ask employers to take “appropriate measures” for a person with a disability, such as flexible working times, unless this would be a disproportionate burden.`;
/** The EU's duty of reasonable accommodation: the directive's name is whole here, as EU law has one in each language. */
export const euReasonableAccommodation =
  'Across the EU, the Employment Equality Directive (2000/78/EC, Article 5), as each country’s own law applies it, asks employers to provide reasonable accommodation for a person with a disability, in work and in training, unless it would be a disproportionate burden.';

/** The blanks the reader fills in by hand. */
export const workNoteFillIn: readonly string[] = ['Name', 'Date'];
/** Who the note is for, as its first line. */
export const workNoteAddressee = 'To my employer, manager or place of study';
/** The first paragraph: what the note is, where it comes from, and that it is not a diagnosis. */
export const workNoteIntro = ({ date }: { date: string }) =>
  `I would like to explain some things I find harder at work or in study, and what helps me. This comes from a self-report questionnaire I completed on ${date}. It is not a diagnosis, and I am not telling you about one.`;
export const workNoteAreasIntro = 'What I find harder, with an answer I gave, and changes that could help:';
export const workNoteClosing: readonly string[] = [
  'I would be glad to talk about which of these would work here, and to try them for a while and review them together.',
];
export const workNoteSignOff = 'With thanks,';
