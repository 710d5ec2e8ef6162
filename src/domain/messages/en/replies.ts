/**
 * What the server answers a visitor's calls with, in English (see shell.ts for how messages are kept): its
 * refusals (a used discount code, a limit, a missing anti-forgery token, an order it cannot find) and the
 * sentences of its other answers (a code's verdict, an invitation's outcome). The server words each in the
 * language the call asks for (src/server/http/reply-language.ts); the pages show them as they come. Staff's and
 * developers' errors (the admin area, webhooks, a request's details) stay in English and are not here, nor are
 * the Your data page's answers, which its own module holds (your-data.ts).
 */
import type { Language } from '../../locale/languages.ts';
import { plural } from '../../locale/locale.ts';

// Any call: the error handler's own answers (src/server/http/errors.ts).
export const serverError = 'Something went wrong on our side. Please try again in a moment.';
export const databaseUnavailable =
  'We are having trouble reaching our database. Nothing was lost; please try again in a minute.';
export const unstorableText = 'The request contains characters we cannot store (such as a NUL character).';
export const requestTooLarge = 'The request is too large.';
export const invalidJson = 'The request body is not valid JSON.';
export const emptyBody = 'The request body is empty.';
export const notJson = 'Send the request body as JSON (Content-Type: application/json).';
/** The anti-forgery token of a state-changing call is missing or not this visitor's. */
export const sessionTokenInvalid =
  'Your session token is missing or out of date. Please reload the page and try again.';
export const tooManyRequests = ({ seconds }: { seconds: number }) =>
  `Too many requests. Please wait ${seconds} seconds and try again.`;

// Assessments and their results.
/** `problems` are the details, in English as a request's details always are. */
export const answersNotSaved = ({ problems }: { problems: string }) =>
  `Your answers could not be saved: ${problems}`;
/** `languages` are the offered ones' names below, "English, German". */
export const languageNotOffered = ({ languages }: { languages: string }) =>
  `Assessments can be taken in ${languages} for now.`;
export const languageNames = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  nl: 'Dutch',
  it: 'Italian',
} satisfies Readonly<Record<Language, string>>;
/** Someone else's result answers as one that does not exist. */
export const resultNotFound = 'We could not find that assessment result.';
export const scoreOutOfRange = ({ max }: { max: number }) =>
  `The score must be a whole number from 0 to ${max} for this assessment.`;
/** A browser's results erased (the results page's "Erase my results"). */
export const noResultsToErase = 'There were no results to erase in this browser.';
export const resultsErased = ({ count }: { count: number }) =>
  `We erased ${plural(count, { one: 'your result', other: `all ${count} of your results` }, 'en')} from our records.`;

// Discount codes: the Apply button's verdict and the refusals of a code.
export const codeFree = 'Your code gives you the Complete Report for free.';
export const codeAtCheckout = 'Discount code will be applied at checkout';
export const codeUsed = 'This discount code has already been used.';
export const codeSpent =
  'This code is no longer valid: it has expired or has been used as often as it may be.';
export const codeUnknown = 'This discount code is not valid. Please check it and try again.';
export const codeIsFree =
  'This code makes your report free, so no payment is needed. Please submit the form again.';
export const codeGuessLimit =
  'Too many discount codes have been tried from here in the last hour. Please check your code and try again later.';
/** One answer for every cap on free reports: it tells nothing about the address typed. */
export const freeReportLimit =
  'We cannot send more free reports just now. Please try again tomorrow, or buy the report if you need it today.';
export const tryTomorrow = 'Please try again tomorrow.';

// Orders and payments.
export const resultsMissing = "We couldn't find your assessment results. Please take the assessment again.";
export const paymentsOff = 'Payments are not available right now. Please try again later.';
export const providerUnavailable = 'We could not reach the payment provider. Please try again in a moment.';
export const paymentNotFound = 'We could not find that payment.';
export const paymentIncomplete = "It looks like you haven't completed the payment process.";
export const yourOrderNotFound = 'We could not find your order.';
/** An order's confirmation page: one answer whether the order is someone else's or does not exist. */
export const orderNotFound =
  'We could not find that order. The link may be incomplete, or the order was placed in another browser.';
export const noCompletedOrder = 'We could not find a completed order for this assessment.';

// Sending a report again.
export const emailMismatch =
  'Please use the e-mail address you ordered with, or contact support to change it.';
export const reportSending = ({ email }: { email: string }) => `We are sending your report to ${email}.`;
export const reportResent = ({ email }: { email: string }) => `We are sending your report to ${email} again.`;
/** A reward order's e-mail sent again: the same answer whether it was its report or the note. */
export const rewardResent = ({ email }: { email: string }) =>
  `We are e-mailing ${email} about this order again.`;
export const resendLimitOrder = ({
  resends,
  hours,
  email,
}: {
  resends: number;
  hours: number;
  email: string;
}) =>
  `We have already sent this report again ${resends} times in the last ${hours} hours, so we will wait before sending it once more. It may be in your spam folder. If it has not arrived, please write to ${email} and we will make sure you receive it.`;
export const resendLimitAddress = ({ hours, email }: { hours: number; email: string }) =>
  `We have sent several reports to this address in the last ${hours} hours, so we will wait before sending more. They may be in your spam folder. If they have not arrived, please write to ${email} and we will help.`;

// The referral programme.
export const notYourProgramme = 'You can only use your own referral programme.';
export const inviteLimit = ({ count }: { count: number }) =>
  `You can invite up to ${count} friends a day. Please try again tomorrow.`;
export const alreadyInvited = 'You have already invited this friend.';
/**
 * The one answer to an invitation, whatever the address's history: whether it was e-mailed is never told to the
 * inviter, since that would tell them about someone else (docs/decisions/030-rewards-that-cost-real-people.md).
 */
export const invited = ({ days }: { days: number }) =>
  `Your friend has been invited. Each address gets at most one invitation from Traitscope in ${days} days, whoever sends it, and none if it asked us not to send any; an invitation we do not send stays pending and cannot count toward your reward.`;
/** In the inviter's list, for a friend's address that was erased. */
export const erasedAddress = '(address erased)';
export const invitationInvalid =
  'This invitation link is no longer valid, but you are welcome to take an assessment.';
export const ownInvitation = 'This is your own invitation link. Share it with a friend instead.';
export const invitationUsed = 'This invitation has already been used.';
export const welcome = 'Welcome! Your friend invited you to Traitscope.';
export const alreadyAccepted =
  'You have already accepted an invitation from this friend. You are welcome to take an assessment.';
/** To a friend who followed a link from a network the inviter or another of their friends used. */
export const sameNetwork =
  "Welcome to Traitscope! This invitation cannot count toward your friend's reward from this network, because your friend or another friend they invited used it. You are welcome to take an assessment; opened from another network, the link can still count.";
export const rewardAlreadyClaimed = 'You have already claimed your reward.';
export const referralsMissing = ({ count }: { count: number }) =>
  `You need ${count} more completed ${plural(count, { one: 'referral', other: 'referrals' }, 'en')} to claim your reward.`;
export const networkRewardLimit = ({ rewards, days }: { rewards: number; days: number }) =>
  `Rewards from your network have reached this month's limit (${rewards} in ${days} days). Your completed referrals stay counted, so please try again later.`;
export const rewardClaimed =
  'Thank you for spreading the word! Use this code at checkout for a free Complete Report.';

// "Do not invite me again" (the page's button and the e-mail's one-click link).
export const optOutDone =
  'Done. We will not send you any more invitations. Friends can still tell you about Traitscope themselves.';
export const optOutLinkInvalid =
  'We could not read this link. Please open it again from the invitation e-mail, exactly as it arrived.';
