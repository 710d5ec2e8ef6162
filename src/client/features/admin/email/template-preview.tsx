import { useId, useState } from 'react';
import {
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_LABELS,
  type EmailTemplateKind,
} from '../../../../domain/email/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTemplatePreview } from './email-api.ts';
import { TOOL_INPUT } from './email-tools.tsx';
import { PreviewPanel } from './preview-panel.tsx';

function isTemplateKind(value: string): value is EmailTemplateKind {
  return (EMAIL_TEMPLATE_KINDS as readonly string[]).includes(value);
}

/**
 * Every e-mail the site sends, each filled with sample data, so staff can read a template before anyone
 * receives it. Nothing is sent and nothing is stored.
 */
export function TemplatePreview() {
  const selectId = useId();
  const [kind, setKind] = useState<EmailTemplateKind>('data-access-link');
  const [shownKind, setShownKind] = useState<EmailTemplateKind | null>(null);
  const preview = useTemplatePreview(shownKind);

  return (
    <PreviewPanel
      titleId="template-preview-title"
      title="E-mail templates"
      description="Every e-mail the site sends, filled with sample data, in its HTML and plain-text versions. Nothing is sent."
      rendering="Rendering the template..."
      preview={preview}
    >
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setShownKind(kind);
        }}
      >
        <div className="min-w-0 sm:max-w-md sm:flex-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Template
          </label>
          <select
            id={selectId}
            value={kind}
            onChange={(event) => {
              if (isTemplateKind(event.target.value)) setKind(event.target.value);
            }}
            className={TOOL_INPUT}
          >
            {EMAIL_TEMPLATE_KINDS.map((option) => (
              <option key={option} value={option}>
                {EMAIL_TEMPLATE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={preview.isFetching}>
          Show Template
        </Button>
      </form>
    </PreviewPanel>
  );
}
