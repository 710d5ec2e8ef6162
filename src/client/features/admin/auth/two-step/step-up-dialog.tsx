import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { registerStepUpHandler, type StepUpKind } from '../../shell/step-up.ts';
import { CodeForm } from './code-form.tsx';
import { stepUp } from './two-step-api.ts';
import { useSecretField } from './use-secret-field.ts';

type Request = { kind: StepUpKind; resolve: () => void; reject: (reason: Error) => void };

/**
 * The small dialog that asks for a fresh code when the server answers that an action needs one (erasing a
 * person's data, changing service keys): a modal `<dialog>`, so focus stays inside it and Escape closes it; the
 * field has focus when it opens, and focus goes back to what the person used last when it closes. Mounted once,
 * in the admin layout.
 */
export function StepUpDialog() {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [request, setRequest] = useState<Request | null>(null);

  useEffect(
    () =>
      registerStepUpHandler(
        (kind) =>
          new Promise<void>((resolve, reject) => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setRequest({ kind, resolve, reject });
          }),
      ),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (request && dialog && !dialog.open) dialog.showModal();
  }, [request]);

  const close = (outcome: 'done' | 'declined') => {
    if (!request) return;
    dialogRef.current?.close();
    if (outcome === 'done') request.resolve();
    else request.reject(new Error('declined'));
    setRequest(null);
    returnFocusTo.current?.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close('declined');
      }}
      className="m-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      {request ? (
        <div className="grid gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {request.kind === 'code' ? 'Confirm with a fresh code' : 'Confirm with your password'}
            </h2>
            <p className="mt-1 text-sm text-muted">
              This action cannot be undone, so it asks again who you are. After this, it will not ask again
              for 5 minutes.
            </p>
          </div>
          {request.kind === 'code' ? (
            <CodeForm
              kind="app-or-recovery"
              label="Code from the app, or a recovery code"
              hint="The 6 digits your authenticator app shows now."
              submitLabel="Confirm"
              busyLabel="Checking..."
              isFocusedOnMount
              onSubmit={async (code) => {
                await stepUp({ code });
                close('done');
              }}
            />
          ) : (
            <PasswordForm
              onSubmit={async (password) => {
                await stepUp({ password });
                close('done');
              }}
            />
          )}
          <div>
            <Button variant="ghost" size="sm" onClick={() => close('declined')}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

function PasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const {
    value: password,
    setValue: setPassword,
    error,
    isBusy,
    submit,
  } = useSecretField((typed) => (typed ? null : 'Required'), onSubmit);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={isBusy}>
      <div>
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          Password
        </label>
        <input
          ref={inputRef}
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block w-full max-w-xs rounded-lg border border-muted bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isBusy ? 'Checking...' : 'Confirm'}
        </Button>
      </div>
    </form>
  );
}
