import type { Language } from '../locale/languages.ts';
import type { Locale } from '../locale/locale.ts';
import * as deAnswersConsent from './de/answers-consent.ts';
import * as deAssessments from './de/assessments.ts';
import * as deCatalogue from './de/catalogue.ts';
import * as deComparison from './de/comparison.ts';
import * as deConsent from './de/consent.ts';
import * as deCookieSettings from './de/cookie-settings.ts';
import * as deDataLinkEmails from './de/data-link-emails.ts';
import * as deDoNotInvite from './de/do-not-invite.ts';
import * as deFacts from './de/facts.ts';
import * as deHome from './de/home.ts';
import * as deHomeSections from './de/home-sections.ts';
import * as deInvitationNotice from './de/invitation-notice.ts';
import * as deLegal from './de/legal.ts';
import * as deLocale from './de/locale.ts';
import * as deNotFound from './de/not-found.ts';
import * as dePages from './de/pages.ts';
import * as dePayment from './de/payment.ts';
import * as dePaymentReturn from './de/payment-return.ts';
import * as deReferralEmails from './de/referral-emails.ts';
import * as deReferrals from './de/referrals.ts';
import * as deReplies from './de/replies.ts';
import * as deReport from './de/report.ts';
import * as deReportDocument from './de/report-document.ts';
import * as deReportEmail from './de/report-email.ts';
import * as deReportHelp from './de/report-help.ts';
import * as deReportLetter from './de/report-letter.ts';
import * as deReportProvider from './de/report-provider.ts';
import * as deReportResources from './de/report-resources.ts';
import * as deReportRoutes from './de/report-routes.ts';
import * as deReportStrategies from './de/report-strategies.ts';
import * as deReportWork from './de/report-work.ts';
import * as deResultContext from './de/result-context.ts';
import * as deResultWords from './de/result-words.ts';
import * as deResults from './de/results.ts';
import * as deRetests from './de/retests.ts';
import * as deShareCard from './de/share-card.ts';
import * as deSharedResult from './de/shared-result.ts';
import * as deShell from './de/shell.ts';
import * as deYourData from './de/your-data.ts';
import * as deYourDataView from './de/your-data-view.ts';
import * as enAnswersConsent from './en/answers-consent.ts';
import * as enAssessments from './en/assessments.ts';
import * as enCatalogue from './en/catalogue.ts';
import * as enComparison from './en/comparison.ts';
import * as enConsent from './en/consent.ts';
import * as enCookieSettings from './en/cookie-settings.ts';
import * as enDataLinkEmails from './en/data-link-emails.ts';
import * as enDoNotInvite from './en/do-not-invite.ts';
import * as enFacts from './en/facts.ts';
import * as enHome from './en/home.ts';
import * as enHomeSections from './en/home-sections.ts';
import * as enInvitationNotice from './en/invitation-notice.ts';
import * as enLegal from './en/legal.ts';
import * as enLocale from './en/locale.ts';
import * as enNotFound from './en/not-found.ts';
import * as enPages from './en/pages.ts';
import * as enPayment from './en/payment.ts';
import * as enPaymentReturn from './en/payment-return.ts';
import * as enReferralEmails from './en/referral-emails.ts';
import * as enReferrals from './en/referrals.ts';
import * as enReplies from './en/replies.ts';
import * as enReport from './en/report.ts';
import * as enReportDocument from './en/report-document.ts';
import * as enReportEmail from './en/report-email.ts';
import * as enReportHelp from './en/report-help.ts';
import * as enReportLetter from './en/report-letter.ts';
import * as enReportProvider from './en/report-provider.ts';
import * as enReportResources from './en/report-resources.ts';
import * as enReportRoutes from './en/report-routes.ts';
import * as enReportStrategies from './en/report-strategies.ts';
import * as enReportWork from './en/report-work.ts';
import * as enResultContext from './en/result-context.ts';
import * as enResultWords from './en/result-words.ts';
import * as enResults from './en/results.ts';
import * as enRetests from './en/retests.ts';
import * as enShareCard from './en/share-card.ts';
import * as enSharedResult from './en/shared-result.ts';
import * as enShell from './en/shell.ts';
import * as enYourData from './en/your-data.ts';
import * as enYourDataView from './en/your-data-view.ts';
import * as esAnswersConsent from './es/answers-consent.ts';
import * as esAssessments from './es/assessments.ts';
import * as esCatalogue from './es/catalogue.ts';
import * as esComparison from './es/comparison.ts';
import * as esConsent from './es/consent.ts';
import * as esCookieSettings from './es/cookie-settings.ts';
import * as esDataLinkEmails from './es/data-link-emails.ts';
import * as esDoNotInvite from './es/do-not-invite.ts';
import * as esFacts from './es/facts.ts';
import * as esHome from './es/home.ts';
import * as esHomeSections from './es/home-sections.ts';
import * as esInvitationNotice from './es/invitation-notice.ts';
import * as esLegal from './es/legal.ts';
import * as esLocale from './es/locale.ts';
import * as esNotFound from './es/not-found.ts';
import * as esPages from './es/pages.ts';
import * as esPayment from './es/payment.ts';
import * as esPaymentReturn from './es/payment-return.ts';
import * as esReferralEmails from './es/referral-emails.ts';
import * as esReferrals from './es/referrals.ts';
import * as esReplies from './es/replies.ts';
import * as esReport from './es/report.ts';
import * as esReportDocument from './es/report-document.ts';
import * as esReportEmail from './es/report-email.ts';
import * as esReportHelp from './es/report-help.ts';
import * as esReportLetter from './es/report-letter.ts';
import * as esReportProvider from './es/report-provider.ts';
import * as esReportResources from './es/report-resources.ts';
import * as esReportRoutes from './es/report-routes.ts';
import * as esReportStrategies from './es/report-strategies.ts';
import * as esReportWork from './es/report-work.ts';
import * as esResultContext from './es/result-context.ts';
import * as esResultWords from './es/result-words.ts';
import * as esResults from './es/results.ts';
import * as esRetests from './es/retests.ts';
import * as esShareCard from './es/share-card.ts';
import * as esSharedResult from './es/shared-result.ts';
import * as esShell from './es/shell.ts';
import * as esYourData from './es/your-data.ts';
import * as esYourDataView from './es/your-data-view.ts';
import * as frAnswersConsent from './fr/answers-consent.ts';
import * as frAssessments from './fr/assessments.ts';
import * as frCatalogue from './fr/catalogue.ts';
import * as frComparison from './fr/comparison.ts';
import * as frConsent from './fr/consent.ts';
import * as frCookieSettings from './fr/cookie-settings.ts';
import * as frDataLinkEmails from './fr/data-link-emails.ts';
import * as frDoNotInvite from './fr/do-not-invite.ts';
import * as frFacts from './fr/facts.ts';
import * as frHome from './fr/home.ts';
import * as frHomeSections from './fr/home-sections.ts';
import * as frInvitationNotice from './fr/invitation-notice.ts';
import * as frLegal from './fr/legal.ts';
import * as frLocale from './fr/locale.ts';
import * as frNotFound from './fr/not-found.ts';
import * as frPages from './fr/pages.ts';
import * as frPayment from './fr/payment.ts';
import * as frPaymentReturn from './fr/payment-return.ts';
import * as frReferralEmails from './fr/referral-emails.ts';
import * as frReferrals from './fr/referrals.ts';
import * as frReplies from './fr/replies.ts';
import * as frReport from './fr/report.ts';
import * as frReportDocument from './fr/report-document.ts';
import * as frReportEmail from './fr/report-email.ts';
import * as frReportHelp from './fr/report-help.ts';
import * as frReportLetter from './fr/report-letter.ts';
import * as frReportProvider from './fr/report-provider.ts';
import * as frReportResources from './fr/report-resources.ts';
import * as frReportRoutes from './fr/report-routes.ts';
import * as frReportStrategies from './fr/report-strategies.ts';
import * as frReportWork from './fr/report-work.ts';
import * as frResultContext from './fr/result-context.ts';
import * as frResultWords from './fr/result-words.ts';
import * as frResults from './fr/results.ts';
import * as frRetests from './fr/retests.ts';
import * as frShareCard from './fr/share-card.ts';
import * as frSharedResult from './fr/shared-result.ts';
import * as frShell from './fr/shell.ts';
import * as frYourData from './fr/your-data.ts';
import * as frYourDataView from './fr/your-data-view.ts';
import * as itAnswersConsent from './it/answers-consent.ts';
import * as itAssessments from './it/assessments.ts';
import * as itCatalogue from './it/catalogue.ts';
import * as itComparison from './it/comparison.ts';
import * as itConsent from './it/consent.ts';
import * as itCookieSettings from './it/cookie-settings.ts';
import * as itDataLinkEmails from './it/data-link-emails.ts';
import * as itDoNotInvite from './it/do-not-invite.ts';
import * as itFacts from './it/facts.ts';
import * as itHome from './it/home.ts';
import * as itHomeSections from './it/home-sections.ts';
import * as itInvitationNotice from './it/invitation-notice.ts';
import * as itLegal from './it/legal.ts';
import * as itLocale from './it/locale.ts';
import * as itNotFound from './it/not-found.ts';
import * as itPages from './it/pages.ts';
import * as itPayment from './it/payment.ts';
import * as itPaymentReturn from './it/payment-return.ts';
import * as itReferralEmails from './it/referral-emails.ts';
import * as itReferrals from './it/referrals.ts';
import * as itReplies from './it/replies.ts';
import * as itReport from './it/report.ts';
import * as itReportDocument from './it/report-document.ts';
import * as itReportEmail from './it/report-email.ts';
import * as itReportHelp from './it/report-help.ts';
import * as itReportLetter from './it/report-letter.ts';
import * as itReportProvider from './it/report-provider.ts';
import * as itReportResources from './it/report-resources.ts';
import * as itReportRoutes from './it/report-routes.ts';
import * as itReportStrategies from './it/report-strategies.ts';
import * as itReportWork from './it/report-work.ts';
import * as itResultContext from './it/result-context.ts';
import * as itResultWords from './it/result-words.ts';
import * as itResults from './it/results.ts';
import * as itRetests from './it/retests.ts';
import * as itShareCard from './it/share-card.ts';
import * as itSharedResult from './it/shared-result.ts';
import * as itShell from './it/shell.ts';
import * as itYourData from './it/your-data.ts';
import * as itYourDataView from './it/your-data-view.ts';
import * as nlAnswersConsent from './nl/answers-consent.ts';
import * as nlAssessments from './nl/assessments.ts';
import * as nlCatalogue from './nl/catalogue.ts';
import * as nlComparison from './nl/comparison.ts';
import * as nlConsent from './nl/consent.ts';
import * as nlCookieSettings from './nl/cookie-settings.ts';
import * as nlDataLinkEmails from './nl/data-link-emails.ts';
import * as nlDoNotInvite from './nl/do-not-invite.ts';
import * as nlFacts from './nl/facts.ts';
import * as nlHome from './nl/home.ts';
import * as nlHomeSections from './nl/home-sections.ts';
import * as nlInvitationNotice from './nl/invitation-notice.ts';
import * as nlLegal from './nl/legal.ts';
import * as nlLocale from './nl/locale.ts';
import * as nlNotFound from './nl/not-found.ts';
import * as nlPages from './nl/pages.ts';
import * as nlPayment from './nl/payment.ts';
import * as nlPaymentReturn from './nl/payment-return.ts';
import * as nlReferralEmails from './nl/referral-emails.ts';
import * as nlReferrals from './nl/referrals.ts';
import * as nlReplies from './nl/replies.ts';
import * as nlReport from './nl/report.ts';
import * as nlReportDocument from './nl/report-document.ts';
import * as nlReportEmail from './nl/report-email.ts';
import * as nlReportHelp from './nl/report-help.ts';
import * as nlReportLetter from './nl/report-letter.ts';
import * as nlReportProvider from './nl/report-provider.ts';
import * as nlReportResources from './nl/report-resources.ts';
import * as nlReportRoutes from './nl/report-routes.ts';
import * as nlReportStrategies from './nl/report-strategies.ts';
import * as nlReportWork from './nl/report-work.ts';
import * as nlResultContext from './nl/result-context.ts';
import * as nlResultWords from './nl/result-words.ts';
import * as nlResults from './nl/results.ts';
import * as nlRetests from './nl/retests.ts';
import * as nlShareCard from './nl/share-card.ts';
import * as nlSharedResult from './nl/shared-result.ts';
import * as nlShell from './nl/shell.ts';
import * as nlYourData from './nl/your-data.ts';
import * as nlYourDataView from './nl/your-data-view.ts';

/** English's modules, each named as its file: what every language translates, module by module. */
const ENGLISH = {
  shell: enShell,
  assessments: enAssessments,
  catalogue: enCatalogue,
  facts: enFacts,
  home: enHome,
  'home-sections': enHomeSections,
  pages: enPages,
  consent: enConsent,
  'cookie-settings': enCookieSettings,
  locale: enLocale,
  'result-words': enResultWords,
  results: enResults,
  retests: enRetests,
  'result-context': enResultContext,
  comparison: enComparison,
  payment: enPayment,
  'answers-consent': enAnswersConsent,
  'payment-return': enPaymentReturn,
  'not-found': enNotFound,
  'shared-result': enSharedResult,
  'share-card': enShareCard,
  'do-not-invite': enDoNotInvite,
  referrals: enReferrals,
  'invitation-notice': enInvitationNotice,
  replies: enReplies,
  legal: enLegal,
  'data-link-emails': enDataLinkEmails,
  'your-data': enYourData,
  'your-data-view': enYourDataView,
  'referral-emails': enReferralEmails,
  report: enReport,
  'report-email': enReportEmail,
  'report-document': enReportDocument,
  'report-routes': enReportRoutes,
  'report-strategies': enReportStrategies,
  'report-resources': enReportResources,
  'report-help': enReportHelp,
  'report-letter': enReportLetter,
  'report-provider': enReportProvider,
  'report-work': enReportWork,
};

/**
 * The shape every language's messages take: English's modules and names, each a text or a function of the same
 * values. A language missing a message, or taking other values for one, does not compile. A language's `locale`
 * is a code, not a text, and stays one, so that what formats in the words' language can pass it on.
 */
export type Messages = {
  readonly [Module in keyof typeof ENGLISH]: {
    readonly [Key in keyof (typeof ENGLISH)[Module]]: (typeof ENGLISH)[Module][Key] extends string
      ? string
      : (typeof ENGLISH)[Module][Key];
  };
} & { readonly locale: { readonly locale: Locale } };

/** The languages with messages: each offered (languages.ts) once every page, e-mail and report reads in it. */
export type MessageLanguage = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it';

/** Every language's messages, for what writes in any of them (the prerender, e-mails, the report). */
export const MESSAGES: Readonly<Record<MessageLanguage, Messages>> = {
  en: ENGLISH,
  de: {
    shell: deShell,
    assessments: deAssessments,
    catalogue: deCatalogue,
    facts: deFacts,
    home: deHome,
    'home-sections': deHomeSections,
    pages: dePages,
    consent: deConsent,
    'cookie-settings': deCookieSettings,
    locale: deLocale,
    'result-words': deResultWords,
    results: deResults,
    retests: deRetests,
    'result-context': deResultContext,
    comparison: deComparison,
    payment: dePayment,
    'answers-consent': deAnswersConsent,
    'payment-return': dePaymentReturn,
    'not-found': deNotFound,
    'shared-result': deSharedResult,
    'share-card': deShareCard,
    'do-not-invite': deDoNotInvite,
    referrals: deReferrals,
    'invitation-notice': deInvitationNotice,
    replies: deReplies,
    legal: deLegal,
    'data-link-emails': deDataLinkEmails,
    'your-data': deYourData,
    'your-data-view': deYourDataView,
    'referral-emails': deReferralEmails,
    report: deReport,
    'report-email': deReportEmail,
    'report-document': deReportDocument,
    'report-routes': deReportRoutes,
    'report-strategies': deReportStrategies,
    'report-resources': deReportResources,
    'report-help': deReportHelp,
    'report-letter': deReportLetter,
    'report-provider': deReportProvider,
    'report-work': deReportWork,
  },
  fr: {
    shell: frShell,
    assessments: frAssessments,
    catalogue: frCatalogue,
    facts: frFacts,
    home: frHome,
    'home-sections': frHomeSections,
    pages: frPages,
    consent: frConsent,
    'cookie-settings': frCookieSettings,
    locale: frLocale,
    'result-words': frResultWords,
    results: frResults,
    retests: frRetests,
    'result-context': frResultContext,
    comparison: frComparison,
    payment: frPayment,
    'answers-consent': frAnswersConsent,
    'payment-return': frPaymentReturn,
    'not-found': frNotFound,
    'shared-result': frSharedResult,
    'share-card': frShareCard,
    'do-not-invite': frDoNotInvite,
    referrals: frReferrals,
    'invitation-notice': frInvitationNotice,
    replies: frReplies,
    legal: frLegal,
    'data-link-emails': frDataLinkEmails,
    'your-data': frYourData,
    'your-data-view': frYourDataView,
    'referral-emails': frReferralEmails,
    report: frReport,
    'report-email': frReportEmail,
    'report-document': frReportDocument,
    'report-routes': frReportRoutes,
    'report-strategies': frReportStrategies,
    'report-resources': frReportResources,
    'report-help': frReportHelp,
    'report-letter': frReportLetter,
    'report-provider': frReportProvider,
    'report-work': frReportWork,
  },
  es: {
    shell: esShell,
    assessments: esAssessments,
    catalogue: esCatalogue,
    facts: esFacts,
    home: esHome,
    'home-sections': esHomeSections,
    pages: esPages,
    consent: esConsent,
    'cookie-settings': esCookieSettings,
    locale: esLocale,
    'result-words': esResultWords,
    results: esResults,
    retests: esRetests,
    'result-context': esResultContext,
    comparison: esComparison,
    payment: esPayment,
    'answers-consent': esAnswersConsent,
    'payment-return': esPaymentReturn,
    'not-found': esNotFound,
    'shared-result': esSharedResult,
    'share-card': esShareCard,
    'do-not-invite': esDoNotInvite,
    referrals: esReferrals,
    'invitation-notice': esInvitationNotice,
    replies: esReplies,
    legal: esLegal,
    'data-link-emails': esDataLinkEmails,
    'your-data': esYourData,
    'your-data-view': esYourDataView,
    'referral-emails': esReferralEmails,
    report: esReport,
    'report-email': esReportEmail,
    'report-document': esReportDocument,
    'report-routes': esReportRoutes,
    'report-strategies': esReportStrategies,
    'report-resources': esReportResources,
    'report-help': esReportHelp,
    'report-letter': esReportLetter,
    'report-provider': esReportProvider,
    'report-work': esReportWork,
  },
  nl: {
    shell: nlShell,
    assessments: nlAssessments,
    catalogue: nlCatalogue,
    facts: nlFacts,
    home: nlHome,
    'home-sections': nlHomeSections,
    pages: nlPages,
    consent: nlConsent,
    'cookie-settings': nlCookieSettings,
    locale: nlLocale,
    'result-words': nlResultWords,
    results: nlResults,
    retests: nlRetests,
    'result-context': nlResultContext,
    comparison: nlComparison,
    payment: nlPayment,
    'answers-consent': nlAnswersConsent,
    'payment-return': nlPaymentReturn,
    'not-found': nlNotFound,
    'shared-result': nlSharedResult,
    'share-card': nlShareCard,
    'do-not-invite': nlDoNotInvite,
    referrals: nlReferrals,
    'invitation-notice': nlInvitationNotice,
    replies: nlReplies,
    legal: nlLegal,
    'data-link-emails': nlDataLinkEmails,
    'your-data': nlYourData,
    'your-data-view': nlYourDataView,
    'referral-emails': nlReferralEmails,
    report: nlReport,
    'report-email': nlReportEmail,
    'report-document': nlReportDocument,
    'report-routes': nlReportRoutes,
    'report-strategies': nlReportStrategies,
    'report-resources': nlReportResources,
    'report-help': nlReportHelp,
    'report-letter': nlReportLetter,
    'report-provider': nlReportProvider,
    'report-work': nlReportWork,
  },
  it: {
    shell: itShell,
    assessments: itAssessments,
    catalogue: itCatalogue,
    facts: itFacts,
    home: itHome,
    'home-sections': itHomeSections,
    pages: itPages,
    consent: itConsent,
    'cookie-settings': itCookieSettings,
    locale: itLocale,
    'result-words': itResultWords,
    results: itResults,
    retests: itRetests,
    'result-context': itResultContext,
    comparison: itComparison,
    payment: itPayment,
    'answers-consent': itAnswersConsent,
    'payment-return': itPaymentReturn,
    'not-found': itNotFound,
    'shared-result': itSharedResult,
    'share-card': itShareCard,
    'do-not-invite': itDoNotInvite,
    referrals: itReferrals,
    'invitation-notice': itInvitationNotice,
    replies: itReplies,
    legal: itLegal,
    'data-link-emails': itDataLinkEmails,
    'your-data': itYourData,
    'your-data-view': itYourDataView,
    'referral-emails': itReferralEmails,
    report: itReport,
    'report-email': itReportEmail,
    'report-document': itReportDocument,
    'report-routes': itReportRoutes,
    'report-strategies': itReportStrategies,
    'report-resources': itReportResources,
    'report-help': itReportHelp,
    'report-letter': itReportLetter,
    'report-provider': itReportProvider,
    'report-work': itReportWork,
  },
};

/** The languages with messages, English first. */
export const MESSAGE_LANGUAGES = Object.keys(MESSAGES) as readonly MessageLanguage[];

/** Whether the site is written in `code` (a language's primary subtag, as `de`): an own key of MESSAGES. */
export function isMessageLanguage(code: string): code is MessageLanguage {
  return Object.hasOwn(MESSAGES, code);
}

/**
 * The language a reader's e-mails and report are written in: their page's, once it has messages, and English
 * until then (a result can only be taken on a page whose language has them, so this is a guard, not a rule: today
 * every language has them).
 */
export function writtenLanguage(language: Language): MessageLanguage {
  return isMessageLanguage(language) ? language : 'en';
}
