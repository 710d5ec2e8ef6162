import { type FormEvent, useState } from 'react';

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
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await send(value);
    } catch (failure) {
      setValue('');
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return { value, setValue, error, isBusy, submit };
}
