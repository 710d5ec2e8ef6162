/**
 * The home page below its first screen in English (see shell.ts for how messages are kept): the assessments, the
 * illustrative stories, how it works, what the questions are based on and the disclaimer. Downloaded after the
 * page is live, with the sections.
 */
export const chooseTitle = 'Choose Your Assessment';
export const chooseLead =
  'Six short questionnaires, each written for adults. Pick the one that fits what you want to explore.';
export const researchBased = 'Research-Based';
export const researchBasedLabel = 'Research-Based: what the questions are based on';
export const questionCount = ({ count }: { count: number }) => `${count} questions`;
export const startAssessment = 'Start Assessment';
export const startAssessmentFor = ({ name }: { name: string }) => ` for ${name}`;

export const howTitle = 'How It Works';
export const stepTakeTitle = 'Take the assessment';
export const stepTakeText =
  'Answer short statements about your everyday experience, one at a time, at your own pace.';
export const stepInsightsTitle = 'Get preliminary insights';
export const stepInsightsText =
  'See your free preliminary insights straight away: what your answers suggest, and what they do not.';
export const stepReportTitle = 'Unlock detailed report';
export const stepReportText =
  'If you want more, the Complete Report goes through your answers in detail, with strategies and resources.';

// Where the 'Research-Based' badges lead: what the items draw on, and what they are not.
export const basisTitle = 'What the questions are based on';
export const basisExperiences =
  'Each statement asks about an everyday experience that research links with a set of traits, such as sensory differences in autism, restlessness in ADHD, coordination in dyspraxia or reading in dyslexia.';
export const basisSources =
  'To choose these experiences, we drew on published studies and on questionnaires that clinicians use, such as the AQ and RAADS-R for autism, the ASRS for ADHD, the Adolescent/Adult Sensory Profile, the Adult DCD/Dyspraxia Checklist and adult dyslexia checklists. The statements are our own wording, not copies of those questionnaires. Some are worded the other way round, so agreeing with everything does not give a high score.';
export const basisLimits =
  'Our assessments are not a validated instrument. They have not been tested against diagnoses, so a score cannot show whether you have a condition. It shows how many of the experiences asked about you recognise in yourself.';

export const disclaimerTitle = 'Important disclaimer';
export const disclaimerText =
  'These assessments are not diagnostic tools. They help you reflect on your traits and prepare for a conversation with a qualified healthcare professional, who is the only person who can make a diagnosis.';

// The illustrative stories.
export const storiesBadge = 'Illustrative stories';
export const storiesTitle = 'Why wait years for clarity?';
export const storiesLead =
  'Public waiting lists for an adult assessment often run 2 to 3 years, and a private assessment can cost 1500 to 2500 €. A self-assessment will not replace either, but it can help you understand yourself while you wait.';
export const storiesNote =
  'These are not reviews from real users. We wrote them from experiences adults commonly describe, and the names are invented.';
export const trustNoRegistry = 'No registry';
export const trustLateDiagnosis = 'Late diagnosis friendly';
export const trustSkipWaiting = 'Skip long waiting lists';
export const carouselLabel = 'Illustrative stories';
export const slideOf = ({ slide, count }: { slide: number; count: number }) => `${slide} of ${count}`;
export const previousStory = 'Previous story';
export const nextStory = 'Next story';
export const showStories = ({ first, last }: { first: number; last: number }) =>
  `Show stories ${first} to ${last}`;
export const pause = 'Pause';
export const play = 'Play';
export const automaticChanges = ' automatic slide changes';

/**
 * Each story's words by its id, and the topic its badge names (domain/assessments/testimonials.ts holds the
 * invented names).
 */
export const storyWords: Readonly<Record<string, { role: string; text: string; topic: string }>> = {
  'testimonial-1': {
    role: 'Graphic designer',
    text: 'For years I thought I just needed to try harder. Seeing my answers laid out gave me words for what I had noticed, and a calm way to start a conversation with my doctor.',
    topic: 'ADHD',
  },
  'testimonial-2': {
    role: 'Software developer',
    text: 'I was 41 when I first wondered about autism. The questions felt respectful, and the results helped me write down examples before my appointment.',
    topic: 'Autism',
  },
  'testimonial-3': {
    role: 'Primary school teacher',
    text: 'I always knew busy rooms wore me out, but I could never explain it. The sensory results helped me ask my manager for a quieter place to work.',
    topic: 'Sensory',
  },
  'testimonial-4': {
    role: 'University student',
    text: 'Reading has always taken me longer. The report pointed me to tools I had not tried, and listening to my course texts has made studying feel less tiring.',
    topic: 'Dyslexia',
  },
  'testimonial-5': {
    role: 'Project manager',
    text: 'Planning and deadlines always felt like a fight. Understanding my patterns helped me set up reminders and routines that suit the way I work.',
    topic: 'Executive',
  },
  'testimonial-6': {
    role: 'Nurse',
    text: 'It was clear from the start that this was not a diagnosis. It gave me a helpful starting point and a list of questions to bring to a professional.',
    topic: 'ADHD',
  },
};
