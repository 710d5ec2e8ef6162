/**
 * Where to get help, in English: the words beside the emergency numbers and the listening lines in the safety box on
 * the results page and in the Complete Report, and the report's closing page of next steps (see shell.ts for how
 * messages are kept). The services' names, their numbers and the records of where each was checked stay in
 * ../../report/crisis-lines.ts, and a number is passed in wherever a text names one. A line is called free or round
 * the clock only where its source says so.
 */

/** What 112 is, after the number: "112, the emergency number in every EU country, …". */
export const euEmergencyDescription =
  'the emergency number in every EU country, free from landlines and mobiles';
/** What the UK's own number is, after it; the EU's number works there too. */
export const ukEmergencyDescription = ({ euNumber }: { euNumber: string }) =>
  `the UK’s emergency number; ${euNumber} works too`;

/** When a line answers and what it costs, as far as its source says. */
export const hoursDayAndNight = 'Day and night';
export const hoursDayAndNightFree = 'Day and night, free';
export const hoursDayAndNightFreeAndAnonymous = 'Day and night, free and anonymous';
export const hoursUsuallyToMidnight = ({ from }: { from: string }) => `Usually ${from} to midnight`;

/** A short word on a line: another number that reaches it, or the language it answers in. */
export const noteAlsoOn = ({ number }: { number: string }) => `Also on ${number}`;
export const noteInDutch = 'In Dutch';
export const noteInFrench = 'In French';

/** The first next step's title; its text is the level's own advice from the preliminary insights. */
export const suggestedNextStepTitle = 'Your suggested next step';
/** The next steps for everyone, after the suggested one. */
export const commonNextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Go at your own pace',
    text: 'There is no need to read this report in one sitting. Read a section, put it down, and come back when you are ready.',
  },
  {
    title: 'Mark what felt familiar',
    text: 'In your answers section, mark the statements that felt most true for you, and jot down an example from your own life next to each.',
  },
  {
    title: 'Try two or three strategies',
    text: 'Pick the strategies that feel easiest to start with, try them for a few weeks, and keep what helps. Small changes count.',
  },
  {
    title: 'Talk to someone you trust',
    text: 'Sharing what you have learned with a friend, partner or family member can help them understand you, and help you feel less alone with it.',
  },
];
/** The last step: a gentle safety net, worded calmly, with the EU's emergency number. */
export const lookAfterYourselfTitle = 'Look after yourself';
export const lookAfterYourself = ({ emergencyNumber }: { emergencyNumber: string }) =>
  `Reflecting on your traits can stir up feelings. If you feel low or overwhelmed, talk to your doctor. If you are ever in crisis, call ${emergencyNumber}, the emergency number across the EU, or your local emergency number.`;
