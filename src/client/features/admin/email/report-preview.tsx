import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssessmentType } from '../../../../domain/assessments/catalogue.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { reportPreviewUrl, useReportEmailPreview } from './email-api.ts';
import { AssessmentTypeSelect } from './email-tools.tsx';
import { PreviewPanel } from './preview-panel.tsx';

/** The report e-mail and PDF of any assessment, made from sample answers (issue 5: admins can preview both). */
export function ReportPreview() {
  const selectId = useId();
  const [type, setType] = useState<AssessmentType>('audhd');
  const [shownType, setShownType] = useState<AssessmentType | null>(null);
  const preview = useReportEmailPreview(shownType);

  return (
    <PreviewPanel
      titleId="preview-title"
      title="Report e-mail preview"
      description="The e-mail and the Complete Report a buyer receives, made from sample answers. Nothing is sent."
      rendering="Rendering the preview..."
      preview={preview}
    >
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setShownType(type);
        }}
      >
        <div className="min-w-0 sm:max-w-md sm:flex-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Assessment
          </label>
          <AssessmentTypeSelect id={selectId} value={type} onChange={setType} />
        </div>
        <Button type="submit" variant="secondary" disabled={preview.isFetching}>
          Show E-mail Preview
        </Button>
        <a
          href={reportPreviewUrl(type)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open Report PDF
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </form>
    </PreviewPanel>
  );
}
