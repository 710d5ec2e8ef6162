import { type ReactNode, type Ref, useId } from 'react';

/** `sm` is the admin e-mail tools' denser look, to sit beside their other small-label controls. */
export type EmailFieldSize = 'md' | 'sm';

const LOOKS: Record<EmailFieldSize, { label: string; input: string; gap: string; error: string }> = {
  md: { label: 'block font-medium', input: 'min-h-11 border-muted', gap: 'mt-2', error: 'mt-2 font-medium' },
  sm: { label: 'text-sm font-medium', input: 'border-muted', gap: 'mt-1', error: 'mt-1' },
};

/**
 * An e-mail address field: its label, a hint under the label, the input, and the message under it. The message is
 * announced when it appears and describes the input, which is marked invalid while it shows. The form holds the
 * value and decides when to check it (checkEmailAddress in domain/email-address/email-address.ts).
 */
export function EmailField({
  label,
  value,
  onChange,
  error,
  hint,
  describedBy,
  autoComplete = 'email',
  placeholder,
  name,
  isRequired = false,
  inputRef,
  action,
  size = 'md',
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: ReactNode;
  /** Ids of text elsewhere on the page that describes the field too, read after its hint and its message. */
  describedBy?: string;
  /** `off` for someone else's address (a friend's, a person to erase), where the visitor's own would be wrong. */
  autoComplete?: 'email' | 'off';
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The form's button, beside the input from the `sm` breakpoint and under it on phones. */
  action?: ReactNode;
  size?: EmailFieldSize;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const look = LOOKS[size];
  const descriptions = [hint ? hintId : null, error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={`${look.gap} ${action ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : ''}`}>
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="email"
            name={name}
            autoComplete={autoComplete}
            inputMode="email"
            spellCheck={false}
            required={isRequired}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={descriptions || undefined}
            className={`block w-full rounded-lg border bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger ${look.input}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {error ? (
            <p id={errorId} role="alert" className={`${look.error} text-sm text-danger`}>
              {error}
            </p>
          ) : null}
        </div>
        {action}
      </div>
    </div>
  );
}
