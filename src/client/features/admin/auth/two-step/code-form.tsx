import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button, type ButtonVariant } from '../../../../components/ui/button.tsx';
import { type CodeKind, codeProblem } from './code-text.ts';
import { useSecretField } from './use-secret-field.ts';

/**
 * One code to type and a button that sends it: the authenticator app's six digits, or either that or a recovery
 * code.
 * A refusal from `onSubmit` (its message) shows under the field, which is marked invalid and cleared for a retry.
 */
export function CodeForm({
  label,
  hint,
  kind,
  submitLabel,
  busyLabel,
  submitVariant = 'primary',
  onSubmit,
  isFocusedOnMount = false,
}: {
  label: string;
  hint: string;
  kind: CodeKind;
  submitLabel: string;
  busyLabel: string;
  submitVariant?: ButtonVariant;
  /** Rejects with an Error whose message the person should read. */
  onSubmit: (code: string) => Promise<void>;
  /** Where the field replaces what the person just used (a form, a button), typing goes on in it. */
  isFocusedOnMount?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isFocusedOnMount) inputRef.current?.focus();
  }, [isFocusedOnMount]);
  const {
    value: code,
    setValue: setCode,
    error,
    isBusy,
    submit,
  } = useSecretField(
    (typed) => codeProblem(typed, kind),
    (typed) => onSubmit(typed.trim()),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={isBusy}>
      <div>
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
        <input
          ref={inputRef}
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="mt-1 block w-full max-w-xs rounded-lg border border-muted bg-surface px-3 py-2 font-mono text-base tracking-wider aria-[invalid=true]:border-danger"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" variant={submitVariant} disabled={isBusy}>
          {isBusy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
