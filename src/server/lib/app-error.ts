/** An error whose message is safe to show the caller, with the HTTP status that goes with it. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** The code goes to the caller beside the message, for a client that answers it (the step-up dialog). */
  readonly isCodeShown: boolean;

  constructor(
    code: string,
    {
      message,
      status,
      cause,
      isCodeShown = false,
    }: { message: string; status: number; cause?: unknown; isCodeShown?: boolean },
  ) {
    super(message, { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.isCodeShown = isCodeShown;
  }
}
