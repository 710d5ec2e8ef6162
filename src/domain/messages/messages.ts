import * as de from './de.ts';
import * as en from './en.ts';

/**
 * The shape every language's messages take: English's names, each a text or a function of the same values.
 * A language missing a message, or taking other values for one, does not compile.
 */
export type Messages = {
  readonly [Key in keyof typeof en]: (typeof en)[Key] extends string ? string : (typeof en)[Key];
};

/** The languages with messages. German is being written; no page offers it yet (languages.ts). */
type MessageLanguage = 'en' | 'de';

/** Every language's messages, for what writes in any of them (the prerender, e-mails, the report). */
export const MESSAGES: Readonly<Record<MessageLanguage, Messages>> = { en, de };
