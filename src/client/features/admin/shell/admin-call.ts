import type { Contract, ContractInput, ContractOutput } from '../../../../domain/api/contract.ts';
import { ApiError, type CallOptions, callApi } from '../../../lib/call-api.ts';
import { endAdminSession } from '../auth/admin-session.ts';
import { askForStepUp, stepUpKindOf } from './step-up.ts';

/** What a failed admin call says; the pages show these texts where the data would have been. */
export type CallMessages = {
  /** The error's text when the call answered 401. */
  unauthorized: string;
  /** What 'Authentication Required' says on the login page when a 401 ends the session; else `unauthorized`. */
  sessionEnded?: string;
  /** The error's text for any other refusal; by default the server's own words. */
  failed?: (error: ApiError) => string;
};

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check the connection and try again.';

/** What most admin calls say when a 401 ends the session. */
export const SESSION_ENDED = 'Authentication required. Please login as admin.';

/** A refusal in the server's own words (a wrong address, a key too short), or its status if it gave none. */
function serverWords(error: ApiError): string {
  return error.reason || `The request failed (${error.status}).`;
}

/** A call answered 401: the session was ended and the person told so once; pages need not say it again. */
class SessionEndedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionEndedError';
  }
}

export function isSessionEnded(error: unknown): boolean {
  return error instanceof SessionEndedError;
}

const STEP_UP_DECLINED = 'Nothing was changed: this action needs a fresh code.';

/**
 * The admin area's one caller: `callApi` plus what every admin call shares. A 401 ends the client's admin
 * session (the server no longer knows it) and rejects with a SessionEndedError; a 403 asking for a fresh code
 * opens the step-up dialog and sends the call once more after it; any other refusal rejects with the call's own
 * message, and a lost connection with NETWORK_ERROR_MESSAGE. An aborted call stays aborted.
 */
export async function callAdminApi<C extends Contract>(
  contract: C,
  input: ContractInput<C>,
  { messages = { unauthorized: SESSION_ENDED }, ...options }: CallOptions & { messages?: CallMessages } = {},
): Promise<ContractOutput<C>> {
  try {
    try {
      return await callApi(contract, input, options);
    } catch (error) {
      const kind = error instanceof ApiError ? stepUpKindOf(error) : null;
      if (!kind) throw error;
      if (!(await askForStepUp(kind))) throw new Error(STEP_UP_DECLINED);
      return await callApi(contract, input, options);
    }
  } catch (error) {
    if (error instanceof Error && error.message === STEP_UP_DECLINED) throw error;
    if (options.signal?.aborted) throw error;
    if (!(error instanceof ApiError)) throw new Error(NETWORK_ERROR_MESSAGE);
    if (error.status === 401) {
      endAdminSession(messages.sessionEnded ?? messages.unauthorized);
      throw new SessionEndedError(messages.unauthorized);
    }
    throw new Error((messages.failed ?? serverWords)(error));
  }
}
