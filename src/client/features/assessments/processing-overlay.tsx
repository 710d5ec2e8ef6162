import * as m from '#messages/assessments';
import { LoaderCircle } from '../../components/ui/icons/loader-circle.tsx';

/**
 * The live region stays mounted, so screen readers announce the message when it appears; the overlay
 * covers the question so nothing can be changed while the answers are being saved.
 */
export function ProcessingOverlay({ isShown }: { isShown: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {isShown ? (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-paper/90 p-4">
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-8 py-7 text-center shadow-lg">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand" />
            <p className="text-lg font-medium">{m.processingAssessment}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
