import {
  STEP_UP_PASSWORD_REQUIRED,
  STEP_UP_REQUIRED,
} from '../../../../domain/admin-auth/two-step/schemas.ts';
import type { ApiError } from '../../../lib/call-api.ts';

/** What the server asks for before an action that needs a fresh proof (decision 031). */
export type StepUpKind = 'code' | 'password';

/** Resolves once the person gave a fresh code (or password); rejects when they chose not to. */
type StepUpHandler = (kind: StepUpKind) => Promise<void>;

let handler: StepUpHandler | null = null;

/** The step-up dialog registers itself here while it is mounted (the admin layout); answers the unregistering. */
export function registerStepUpHandler(next: StepUpHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Which proof a 403 asks for, or null when it is another refusal. */
export function stepUpKindOf(error: ApiError): StepUpKind | null {
  if (error.status !== 403) return null;
  try {
    const { code } = JSON.parse(error.body) as { code?: unknown };
    if (code === STEP_UP_REQUIRED) return 'code';
    if (code === STEP_UP_PASSWORD_REQUIRED) return 'password';
  } catch {
    // Not JSON: not a step-up.
  }
  return null;
}

/** Asks the person for a fresh code through the dialog; false where no dialog is mounted or they declined. */
export async function askForStepUp(kind: StepUpKind): Promise<boolean> {
  if (!handler) return false;
  try {
    await handler(kind);
    return true;
  } catch {
    return false;
  }
}
