import { useRef, useState } from 'react';

/** What a button or form shows about its action: under way, and what went wrong last time (words for the reader). */
export type ActionState = { isBusy: boolean; error: string | null };

type StateUpdate = (update: (previous: ActionState) => ActionState) => void;

/**
 * Runs `action` unless one is already under way: a second press (a double click, Enter in a field) lands before
 * React has re-rendered the busy button, so the guard is a ref, not the state. A new run clears the last error.
 * With `describeFailure`, a failure becomes the state's error; without it, it reaches the caller as it would
 * without this helper. Resolves to what happened: the action ran to its end, failed, or was ignored.
 */
export async function runAction(
  guard: { current: boolean },
  setState: StateUpdate,
  action: () => Promise<void>,
  describeFailure?: (failure: unknown) => string,
): Promise<'done' | 'failed' | 'ignored'> {
  if (guard.current) return 'ignored';
  guard.current = true;
  setState(() => ({ isBusy: true, error: null }));
  try {
    await action();
    return 'done';
  } catch (failure) {
    if (!describeFailure) throw failure;
    const error = describeFailure(failure);
    setState((previous) => ({ ...previous, error }));
    return 'failed';
  } finally {
    guard.current = false;
    setState((previous) => ({ ...previous, isBusy: false }));
  }
}

/**
 * The busy and error state of one action (a submit, a confirm), in place of a `useState` pair and a try/finally
 * in each component. Pass `isBusy` to `Button`'s `isDisabledInPlace`, which keeps the focus on the busy button;
 * `setError` shows a check's message (an empty field) in the same place as a failure's.
 */
export function useAction(describeFailure?: (failure: unknown) => string) {
  const [state, setState] = useState<ActionState>({ isBusy: false, error: null });
  const guard = useRef(false);
  return {
    ...state,
    run: (action: () => Promise<void>) => runAction(guard, setState, action, describeFailure),
    setError: (error: string | null) => setState((previous) => ({ ...previous, error })),
  };
}
