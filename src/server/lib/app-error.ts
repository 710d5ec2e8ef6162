/** An error whose message is safe to show the caller, with the HTTP status that goes with it. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(
    code: string,
    { message, status, cause }: { message: string; status: number; cause?: unknown },
  ) {
    super(message, { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
  }
}
