/**
 * The pages after a payment in English: the return page, the order's confirmation and the resend (see shell.ts
 * for how messages are kept).
 */

// Shared by the return page and the order's confirmation page: page titles and headings of each state.
export const verifyingTitle = 'Verifying payment...';
export const processingTitle = 'Processing Your Order...';
export const successTitle = 'Payment Successful!';
export const completedTitle = 'Payment Completed';
export const unpaidTitle = 'Payment Not Completed';
export const paymentNotFoundTitle = 'Payment Not Found';
export const returnHome = 'Return Home';
export const checkAgain = 'Check Again';
export const thankYouForOrdering = 'Thank you for ordering the Complete Report.';
export const thankYouForOrderingAssessment = ({ assessment }: { assessment: string }) =>
  `Thank you for ordering the Complete Report for your ${assessment} assessment.`;
/** Under the heading of an order whose report e-mail could not be sent (no full stop in English). */
export const troubleSending = 'We had trouble sending your results email';

// The return page (/payment-success).
export const openingOrder = 'Opening your order...';
export const verifyingHint = 'This usually takes a few seconds.';
export const notConfirmedTitle = 'We Could Not Confirm Your Order Yet';
export const notConfirmedText =
  'Our system did not answer in time. If your payment went through, your order is safe and our team will make sure your report reaches you.';
export const slowText =
  'This is taking longer than usual. If your payment went through, your order is safe and your report will follow by e-mail.';
export const confirmingText =
  'We are confirming your payment and preparing your report. This page updates by itself; there is no need to refresh it.';
export const unpaidText =
  "It looks like you haven't completed the payment process, so no report has been ordered yet. You can go back to the payment page whenever you are ready.";
export const returnToPayment = 'Return to Payment';
/** The page's own words when the provider does not know the payment; `linkIncomplete` follows them. */
export const paymentNotFound = 'We could not find that payment.';
export const linkIncomplete = 'The link may be incomplete.';
/** "Questions? Write to <support address> and we will help.", the address a link. */
export const supportBefore = 'Questions? Write to ';
export const supportAfter = ' and we will help.';

// The return page's confirmed order.
/** "Your results are being sent to <address>.", the address in bold. */
export const resultsSentToBefore = 'Your results are being sent to ';
export const resultsSentToAfter = '.';
export const resultsSentToGivenAddress = 'Your results are being sent to the e-mail address you gave us.';

// The toasts of the return page.
export const unpaidToastTitle = 'Payment verification failed';
export const unpaidToastText = "It looks like you haven't completed the payment process.";
export const guidanceToastTitle = 'Please use the buttons below';
export const guidanceToastText = 'You can go back to the payment page, or return home.';
export const missingAssessmentTitle = 'Missing Assessment Data';
export const missingAssessmentText =
  "We couldn't find your assessment results. You will still receive your results by email.";
export const teamNotifiedTitle = 'Your order is complete!';
export const teamNotifiedText = 'We had trouble sending your e-mail, and our team has been notified.';
export const deliveryIssueToastTitle = 'Email delivery issue';
/** Names the button `resendButton`. */
export const useResendText = 'Please use the Resend Email button to get your report.';

// What was bought, below a confirmed order.
export const purchaseThanks = 'Thank You for Your Purchase!';
/** "Your Complete Report is being sent to <address>.", the address in bold. */
export const reportSentToBefore = 'Your Complete Report is being sent to ';
export const reportSentToAfter = '.';
export const reportSentToGivenAddress =
  'Your Complete Report is being sent to the e-mail address you gave us.';
export const contentsHeading = 'What your report contains';
export const reportContents = [
  'A comprehensive analysis of your answers, area by area',
  'A question-by-question snapshot you can print',
  'Everyday strategies that match your profile',
  'Resources and support organisations',
  'Where to look for a formal assessment if you want one',
];
export const forProfessionalHeading = 'For your healthcare provider';
export const forProfessionalText =
  'The report is not a diagnosis. It is written so you can print it or share it with your doctor, psychologist or another qualified professional, as a starting point for a conversation about your experiences.';
export const nextStepsHeading = 'Next steps';
export const nextSteps = [
  'Look out for an e-mail from us in the next few minutes. If it is not there, please check your spam folder.',
  'Read the report at your own pace. There is no need to take it all in at once.',
  'If you would like to, book a conversation with your doctor or another qualified professional.',
];
export const otherAssessmentsHeading = 'Other self-assessments you can take';
export const takeAssessment = ({ assessment }: { assessment: string }) => `Take the ${assessment} Assessment`;

// The panel of an order whose report e-mail failed.
export const deliveryIssueTitle = 'Email Delivery Issue';
/**
 * "Your payment went through ... with your report to <address> just now. You can ...": `deliveryFailedTo` and the
 * address in bold only when the page knows it.
 */
export const deliveryFailedBefore =
  'Your payment went through and your order is safe. We could not send the e-mail with your report';
export const deliveryFailedTo = ' to ';
export const deliveryFailedAfter = ' just now. You can ask us to send it again.';
/** "If the e-mail still does not arrive, please write to <support address> and we will ...", the address a link. */
export const stillMissingBefore = 'If the e-mail still does not arrive, please write to ';
export const stillMissingAfter = ' and we will make sure you receive your report.';

// The resend button and its toasts.
export const resendButton = 'Resend Email';
export const sending = 'Sending...';
/** The button once sent, and the toast's title. */
export const emailResent = 'Email Resent';
export const resendFailedButton = 'Failed - Try Again';
export const checkInbox = 'Please check your inbox (and spam folder) in a few minutes.';
export const missingInfoTitle = 'Missing information';
export const missingInfoText = 'We need your e-mail address and assessment details to resend your report.';
export const resendFailedTitle = 'Email Resend Failed';
/** When the server gives no reason of its own. */
export const resendFailed = 'Something went wrong while resending your email. Please try again later.';
export const errorTitle = 'Error';
export const unexpectedError = 'An unexpected error occurred. Please try again later.';

// The order's confirmation page (/orders/<ref>).
export const yourOrderTitle = 'Your Order';
export const orderNotFoundTitle = 'Order Not Found';
/** When the server gives no reason of its own. */
export const orderNotFound = 'We could not find that order.';
export const loadingOrder = 'Loading your order...';
export const orderNotLoadedTitle = 'We Could Not Load Your Order';
export const orderNotLoadedText =
  'Our system did not answer just now. Your order is safe; please try again in a moment.';
export const orderedSuccessfully = 'Your assessment report has been ordered successfully.';
/** In place of the masked address when the order has none to show. */
export const givenAddress = 'the address you gave us';
/** "We are e-mailing the outcome to <address>: your ... report, or a note ...": a referral reward's order. */
export const outcomeSentToBefore = 'We are e-mailing the outcome to ';
export const outcomeSentToAfter = ({ assessment }: { assessment: string }) =>
  `: your ${assessment} report, or a note if a referral reward cannot be used for this address just now.`;
/** "Your ... report will be sent to <address>." */
export const reportWillBeSentBefore = ({ assessment }: { assessment: string }) =>
  `Your ${assessment} report will be sent to `;
export const reportWillBeSentAfter = '.';
export const checkInboxShortly = 'Please check your inbox (and spam folder) shortly...';
export const notArrivedHeading = 'Has the e-mail not arrived?';
export const notArrivedText =
  'It usually arrives within a few minutes. If it is not in your inbox or your spam folder, we can send it again.';
