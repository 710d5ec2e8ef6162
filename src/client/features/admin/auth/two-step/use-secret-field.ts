import { type FormEvent, useState } from 'react';
import { useAction } from '../../../../lib/use-action.ts';

/**
 * The state of a form with one secret to type (a code, a password) and a button that sends it: `check` says
 * what is wrong before sending (null when nothing), `send` rejects with an Error whose message the person should
 * read. A refusal shows under the field, and the field is emptied for the next try.
 */
export function useSecretField(
  check: (value: string) => string | null,
  send: (value: string) => Promise<void>,
) {
  const [value, setValue] = useState('');
  const { isBusy, error, setError, run } = useAction((failure) =>
    failure instanceof Error ? failure.message : String(failure),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    setError(problem);
    if (problem) return;
    if ((await run(() => send(value))) === 'failed') setValue('');
  };
  return { value, setValue, error, isBusy, submit };
}
