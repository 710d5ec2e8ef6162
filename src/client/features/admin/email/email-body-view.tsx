import { useState } from 'react';
import { AdminTabs } from '../shell/admin-tabs.tsx';

type BodyTab = 'html' | 'text';

/**
 * Both versions of an e-mail. The HTML is drawn in an iframe with an empty sandbox: no scripts, no forms, no
 * navigation, no access to this page, whatever the message contains.
 */
export function EmailBodyView({ subject, html, text }: { subject: string; html: string; text: string }) {
  const [tab, setTab] = useState<BodyTab>('html');
  return (
    <AdminTabs<BodyTab>
      label="E-mail version"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'html',
          label: 'HTML',
          content: (
            <iframe
              title={`HTML version of the e-mail "${subject}"`}
              sandbox=""
              srcDoc={html}
              className="h-[36rem] w-full rounded-lg border border-line bg-white"
            />
          ),
        },
        {
          value: 'text',
          label: 'Plain text',
          content: (
            <section
              aria-label={`Plain-text version of the e-mail "${subject}"`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              className="max-h-[36rem] overflow-auto rounded-lg border border-line bg-paper p-4"
            >
              <pre className="font-mono text-sm whitespace-pre-wrap break-words">{text}</pre>
            </section>
          ),
        },
      ]}
    />
  );
}
