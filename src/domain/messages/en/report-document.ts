/**
 * The Complete Report's page words in English: what the PDF's layout prints around the report's content, such as
 * the cover, the eyebrows, the labels of its tables and charts, the headings between blocks, the footer, the
 * bookmarks and the help-now page (see shell.ts for how messages are kept). The section titles are report.ts's; the
 * content itself comes from the domain (../../report). The report is rendered in a worker built for the order's
 * language, so src/server/integrations/report/document reads these by name.
 */
import { plural } from '../../locale/locale.ts';

/** A statement or answer quoted in the report, in the language's quotation marks. */
export const quoted = ({ text }: { text: string }) => `“${text}”`;

/** The PDF's keywords, in its document properties. */
export const documentKeywords = 'self-assessment, neurodivergent traits, report, not a diagnosis';
/** The footer of every page: the report's name, where to write, the page number. */
export const footerTitle = 'Traitscope Complete Report';
export const footerQuestions = ({ email }: { email: string }) => `Questions? ${email}`;
export const pageOf = ({ page, total }: { page: number; total: number }) => `Page ${page} of ${total}`;

/** The cover; "Cover" is its bookmark in the PDF's outline. */
export const coverBookmark = 'Cover';
export const coverTitle = 'Your Complete Report';
export const completedOn = 'Completed on';
export const orderReference = 'Order reference';
export const keepInMind = 'Please keep in mind';
export const howToUse = 'How to use this report';
export const whatIsInside = 'What is inside';

/** A section that runs over to a page of its own (the provider summary's second page, the retest comparison). */
export const continued = ({ section }: { section: string }) => `${section} · continued`;
/** The appendix's eyebrow: it comes after the numbered sections, so it names the last one's number. */
export const appendixEyebrow = ({ number }: { number: number }) => `Section ${number} · for reference`;

/** The results at a glance: the callout's label, and the combined assessment's profile. */
export const overallResult = 'Your overall result';
export const yourProfile = 'Your profile';
/** After a shared item's answer in the combined assessment's summary. */
export const scoredInReverse = 'scored in reverse';
/** Beside the band a score falls in, under a score's bar. */
export const yourRange = 'your range';

/** What the result means: its two headings and a closing paragraph. */
export const whatItMeans = 'What it means';
export const whatItDoesNotMean = 'What it does not mean';
export const meaningContext =
  'Many things shape how people answer questionnaires like this one: mood, stress, tiredness, and the strategies you have built up over the years. Your result is a starting point for reflection, not a label.';

/** A theme's row in the results by theme: what it asks about and how many questions, then the average of 4. */
export const themeQuestions = ({ description, count }: { description: string; count: number }) =>
  `${description}, ${count} ${plural(count, { one: 'question', other: 'questions' })}`;
export const themeAverageOf = ({ max }: { max: number }) => ` of ${max}`;

/** The answers, question by question: the answer chosen, and a statement scored the other way round. */
export const yourAnswer = 'Your answer:';
export const reverseScored = 'reverse-scored';

/**
 * The comparison with an earlier take: the table's columns, and the words before an answer then and now. Not named
 * `then`: a module that exports `then` is taken for a promise when it is imported dynamically.
 */
export const retestThemeColumn = 'Theme (mean item score, 0 to 4)';
export const thenLabel = 'Then';
export const nowLabel = 'Now';
export const changeLabel = 'Change';

/** A strategy's footnote: the theme it answers and the sources it rests on. */
export const strategyFootnote = ({ area, sources }: { area: string; sources: string }) =>
  `${area} · Based on: ${sources}`;

/** Organisations that can help. */
export const resourcesIntro =
  'National associations offer reliable information, peer support and local knowledge, often run by people with lived experience. Their websites change from time to time; searching for an organisation’s name will find its current pages.';
/** Sections 7 and 8 name only the buyer's country when it is known; the appendix has the rest. */
export const otherCountriesInAppendix =
  'Other countries are listed in the appendix at the end of this report.';
/** Heads the buyer's own country in Sections 7 and 8; the country's name follows as the block's title. */
export const homeCountryHeading = 'Where you live';
export const noNationalOrganisation = ({ country }: { country: string }) =>
  `This report names no organisation in ${country} for these traits. The appendix lists organisations in other countries, and your doctor may know of a local group.`;
/** The headings of the organisations when the buyer's country is not known, and of those working across Europe. */
export const byCountry = 'By country';
export const acrossEurope = 'Across Europe';

/** How to seek a formal assessment: its intro, for every country or for the buyer's, and its headings. */
export const referralIntro =
  'If you would like a professional opinion, the usual first step is your family doctor (GP). Below is who usually assesses these traits, how to prepare, and the public route in each country. Services and waiting times change, so please check the details where you live.';
export const referralIntroFor = ({ country }: { country: string }) =>
  `If you would like a professional opinion, the usual first step is your family doctor (GP). Below is who usually assesses these traits, how to prepare, and the public route in ${country}. ${otherCountriesInAppendix} Services and waiting times change, so please check the details where you live.`;
export const routesByCountry = 'Routes by country';
export const whoUsuallyAssesses = 'Who usually assesses';
export const preparingForAppointment = 'Preparing for your appointment';
/** A country's route: the label before its first step, and the block for the countries the report does not name. */
export const firstStep = 'First step:';
export const otherCountries = 'Other countries';

/** The summary for a healthcare provider, two pages a reader may hand over. */
export const providerEyebrow = ({ section }: { section: string }) =>
  `${section} · for you to share if you wish`;
export const providerThemesHeading = 'Results by theme (mean item score, 0 to 4)';
export const itemCount = ({ count }: { count: number }) =>
  `${count} ${plural(count, { one: 'item', other: 'items' })}`;
export const aboutQuestionnaire = 'About this questionnaire.';
export const instrumentsToConsider = 'Validated instruments you may wish to consider:';
export const personReports = 'What the person reports';
/** How many items leaned towards the trait, and where all the answers are; the heading of the quoted items. */
export const strongItemCounts = ({
  endorsed,
  total,
  section,
}: {
  endorsed: number;
  total: number;
  section: string;
}) => `${endorsed} of ${total} items scored 3 or 4 points; all answers in ${section}`;
export const answeredMostStrongly = ({ counts }: { counts: string }) => `Answered most strongly (${counts}):`;
export const noItemTowardsTrait = ({ counts }: { counts: string }) =>
  `No item was answered towards the trait (${counts}).`;
export const inTheirOwnWords = 'In their own words';

/** Under the line to sign on, on the letter and the note for work or study. */
export const signature = 'Signature';
/** The note for work or study quotes the reader's answer under a difficulty, in the first person. */
export const answeredTo = ({ answer, statement }: { answer: string; statement: string }) =>
  `I answered ${answer} to “${statement}”`;

/** The box after the next steps. */
export const hereToHelp = 'We are here to help';
export const hereToHelpText = ({ email, reference }: { email: string; reference: string }) =>
  `If anything in this report is unclear, or you have trouble with the file, write to us at ${email}. Please quote your order reference, ${reference}.`;

/**
 * The help-now page: its title (and bookmark), the calm sentence shown only when the answers point to high strain,
 * and the emergency numbers, printed in bold between these words.
 */
export const helpNowTitle = 'If you need help now';
export const highStrain =
  'Some of your answers describe a lot of overload or exhaustion. You do not have to manage that alone.';
/** Before 112; after it, what 112 is (report-help.ts). */
export const emergencyCallBefore =
  'This report is not an emergency service. If you feel in danger or unable to keep yourself safe, call ';
export const emergencyCallAfter = ({ description }: { description: string }) => `, ${description}.`;
/** Before and after the UK's own number. */
export const ukEmergencyBefore = ' In the United Kingdom you can also call ';
export const ukEmergencyAfter = '.';
export const listeningLines =
  'If you would like to talk to someone, these listening lines take calls in the countries this report covers.';
export const numbersChecked = ({ month }: { month: string }) =>
  `Numbers checked in ${month}. Elsewhere, call your local emergency number.`;

/** The last page. */
export const aboutThisReport = 'About this report';
export const sources = 'Sources';
