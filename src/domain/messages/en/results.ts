/** The results page in English (see shell.ts for how messages are kept; result-words.ts for a result's own words). */
export const pageTitle = 'Your Assessment Results';
export const pageLead =
  'Preliminary insights from your answers, in plain words. They are not a diagnosis, and a result is shown only in the browser where its assessment was taken, never to anyone else.';
export const loading = 'Loading your results...';
export const notHereTitle = 'This result is not in this browser';
export const notHereWhy =
  'This browser has no result for this link: perhaps the assessment was taken on another device or in another browser, or the result was erased.';
export const notHereWhatToDo =
  'If you took the assessment somewhere else, open the link there to see your result. Or take an assessment here: it takes a few minutes, and the preliminary insights are free.';
export const chooseAssessment = 'Choose an assessment';
export const readSummaryAloud = 'Read the summary aloud';
export const insightsHeading = 'Preliminary insights';
export const understandingHeading = 'Understanding your result';
export const whatItMeans = 'What this means';
export const whatItDoesNotMean = 'What this does not mean';
export const suggestedNextStep = 'A suggested next step';
export const strengthsHeading = 'Strengths you may recognise';
export const nextHeading = 'What would you like to do next?';
export const reportOffer = ({ price }: { price: string }) =>
  `The Complete Report (${price}) goes through your answers question by question, with strategies, resources and a printable summary to take to a professional. It is sent to your e-mail.`;
export const downloadReport = 'Download Full Report';
export const shareResults = 'Share Results';
export const takeAnother = 'Take Another Assessment';
/** "Know someone ...? Invite friends with the referral program: when three ...", the middle part a link. */
export const referralBefore = 'Know someone who might find this useful? ';
export const referralLink = 'Invite friends with the referral program';
export const referralAfter = ': when three have taken an assessment, your next Complete Report is free.';
export const notADiagnosis =
  'These preliminary insights come from a self-assessment and are not a diagnosis. Please discuss them with a qualified healthcare professional.';

// The share dialog.
export const shareTitle = 'Share Your Results';
export const shareDescription =
  'Anyone with this link can see a short summary: the assessment, your score, its level and the date (for the combined assessment, the score of each part). Your individual answers are never included.';
export const close = 'Close';
export const previewLegend = 'What the preview in a chat shows';
export const previewHint =
  'Chat apps and social sites show a small card for a link to everyone who sees the message, before anyone opens it.';
export const previewChoices = {
  assessment: 'Only the name of the assessment',
  level: 'The assessment and your level',
};
export const shareLinkLabel = 'Share link';
export const copy = 'Copy';
export const shareWithApp = 'Share with an app';
/** The title a share sheet gives the link. */
export const shareSheetTitle = 'My Traitscope result';
export const linkCopied = 'The link is copied to your clipboard.';
export const linkNotCopied = 'The link could not be copied. Select it above and copy it by hand.';

// Erasing the results.
export const eraseHeading = 'Erase your results';
/** "You can erase ... on the Your data page.", the page's name a link. */
export const eraseBefore =
  'You can erase every result taken in this browser from our records. If you bought a report, you can also erase your e-mail address and order on the ';
export const eraseLink = 'Your data';
export const eraseAfter = ' page.';
export const eraseButton = 'Erase my results';
export const eraseQuestion = 'Erase all your results? This cannot be undone.';
export const eraseConfirm = 'Yes, erase my results';
export const eraseCancel = 'Cancel';
export const erasing = 'Erasing...';
export const erased = 'Results erased';
export const erasedDescription = 'Your results are erased.';
export const notErased = 'Could not erase your results';
export const tryAgainSoon = 'Please try again in a moment.';

// The help box, when the answers describe a lot of strain.
export const helpHeading = 'If things feel like a lot right now';
export const helpIntro =
  'Some of your answers describe a lot of overload or exhaustion. You do not have to manage that alone. This site is not an emergency service, but the people below can listen or help today.';
export const yourCountry = 'Your country';
export const chooseCountry = 'Choose a country';
export const inAnEmergency = 'In an emergency: ';
export const elsewhereCallLocal = 'If you are somewhere else, call your local emergency number.';
export const chooseCountryForLine =
  'Choose your country to see a listening line near you, or call your local emergency number.';
