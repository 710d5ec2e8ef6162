import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Share2, X } from 'lucide-react';
import { useId, useState } from 'react';
import * as m from '#messages/results';
import { type SharePreview, withSharePreview } from '../../../domain/share-preview/share-preview.ts';
import { Button } from '../../components/ui/button.tsx';

export type CopyStatus = 'idle' | 'copied' | 'failed';

// Said in the dialog itself, next to the link: a toast would sit over the dialog.
const COPY_STATUS_TEXT: Readonly<Record<CopyStatus, string>> = {
  idle: '',
  copied: m.linkCopied,
  failed: m.linkNotCopied,
};

type Props = {
  /** The link as made, whose card shows the level; the dialog adds the choice of a name-only card. */
  link: string;
  copyStatus: CopyStatus;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to: the dialog is opened from code, so Radix has no trigger to return it to. */
  onClosed: () => void;
  onCopy: (link: string) => void;
  /** The link changed with the choice of card: a "copied" message would now be about the other one. */
  onLinkChange: () => void;
};

/** The quieter card first: the chat sees it without anyone opening the link. */
const PREVIEW_CHOICES: readonly SharePreview[] = ['assessment', 'level'];

/** Whether this browser has a share sheet (most phones) that can share a link. */
function canShareNatively(link: string): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.({ url: link }) ?? true);
}

/**
 * The share link in a modal: nothing is copied or shared until the visitor asks. Copy puts it on the clipboard
 * (or says to copy it by hand, where that is refused); where the browser has a share sheet, a button opens it.
 */
export default function ShareDialog({
  link: madeLink,
  copyStatus,
  onOpenChange,
  onClosed,
  onCopy,
  onLinkChange,
}: Props) {
  const inputId = useId();
  const previewId = useId();
  // The quieter card first: the chat sees it without anyone opening the link.
  const [preview, setPreview] = useState<SharePreview>('assessment');
  const link = withSharePreview(madeLink, preview);
  const [hasShareSheet] = useState(() => canShareNatively(madeLink));

  const shareNatively = () => {
    // Closing the sheet without choosing rejects; nothing to say then.
    navigator.share({ title: m.shareSheetTitle, url: link }).catch(() => {});
  };

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold">{m.shareTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{m.shareDescription} </Dialog.Description>
          <Dialog.Close
            aria-label={m.close}
            className="absolute top-4 right-4 rounded-md p-1 text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <fieldset className="mt-5" aria-describedby={`${previewId}-hint`}>
            <legend className="text-sm font-medium">{m.previewLegend}</legend>
            <p id={`${previewId}-hint`} className="mt-1 text-sm text-muted">
              {m.previewHint}{' '}
            </p>
            <div className="mt-2 grid gap-1">
              {PREVIEW_CHOICES.map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="radio"
                    name={previewId}
                    value={choice}
                    checked={preview === choice}
                    onChange={() => {
                      setPreview(choice);
                      onLinkChange();
                    }}
                    className="size-5 accent-brand"
                  />
                  {m.previewChoices[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
            {m.shareLinkLabel}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-muted bg-paper px-3 text-sm"
            />
            <Button onClick={() => onCopy(link)}>
              <Copy aria-hidden="true" className="size-4" />
              {m.copy}
            </Button>
          </div>
          {hasShareSheet ? (
            <Button variant="secondary" className="mt-3 w-full sm:w-auto" onClick={shareNatively}>
              <Share2 aria-hidden="true" className="size-4" />
              {m.shareWithApp}
            </Button>
          ) : null}
          <p
            role="status"
            className={`mt-3 min-h-6 text-sm ${copyStatus === 'failed' ? 'text-danger' : 'text-success'}`}
          >
            {COPY_STATUS_TEXT[copyStatus]}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
