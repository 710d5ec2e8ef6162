import { type FormEvent, useId, useState } from 'react';
import type { PersonalData } from '../../../domain/privacy/schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { validateEmail } from '../../lib/email-validation.ts';
import { correctEmail } from './your-data-api.ts';

export function CorrectEmailForm({
  current,
  onCorrected,
}: {
  current: string;
  onCorrected: (data: PersonalData) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEmail(email);
    setError(checked.error);
    if (checked.email === null) return;
    setSaving(true);
    try {
      const view = await correctEmail(checked.email);
      onCorrected(view.data);
      setEmail('');
      toast({
        title: 'Address corrected',
        description: `Your orders and results now use ${view.data.email}.`,
      });
    } catch (failure) {
      setError(errorMessage(failure, 'We could not change the address just now. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-muted">
        If <strong className="text-ink">{current}</strong> is mistyped or no longer yours, enter the right
        address. Your orders and results move to it.
      </p>
      <div>
        <label htmlFor={`${id}-email`} className="block font-medium">
          Correct address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-2 block min-h-11 w-full rounded-lg border border-muted bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save the correct address'}
      </Button>
    </form>
  );
}
