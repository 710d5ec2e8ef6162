import { MESSAGES, type Messages } from '../../domain/messages/messages.ts';

/**
 * What an AppError tells its caller: a visitor's refusal as a function of one language's messages
 * (`(words) => words.replies.codeUsed`), worded in the language the call asks for (src/server/http/errors.ts); or
 * a fixed English text, for staff's and developers' errors.
 */
export type ErrorWording = string | ((words: Messages) => string);

/** An error whose message is safe to show the caller, with the HTTP status that goes with it. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** The code goes to the caller beside the message, for a client that answers it (the step-up dialog). */
  readonly isCodeShown: boolean;
  /** The message in a language's words; `message`, which the logs see, is its English. */
  readonly wording: (words: Messages) => string;

  constructor(
    code: string,
    {
      message,
      status,
      cause,
      isCodeShown = false,
    }: { message: ErrorWording; status: number; cause?: unknown; isCodeShown?: boolean },
  ) {
    const wording = typeof message === 'string' ? () => message : message;
    super(wording(MESSAGES.en), { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.isCodeShown = isCodeShown;
    this.wording = wording;
  }
}
