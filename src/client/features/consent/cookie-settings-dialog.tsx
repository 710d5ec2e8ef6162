import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import * as Tabs from '@radix-ui/react-tabs';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { ALL_ACCEPTED, type ConsentCategory, type ConsentPreferences, NECESSARY_ONLY } from './consent.ts';

const CATEGORIES: { id: ConsentCategory; title: string; description: string }[] = [
  {
    id: 'necessary',
    title: 'Necessary',
    description:
      'Keep the site working: your anonymous visitor cookie, protection against forged requests, remembering this choice, and your reading preferences and read-aloud settings (kept in your browser only). Always on.',
  },
  {
    id: 'functional',
    title: 'Functional',
    description: 'Let us count page visits and completed assessments on our own server, to improve the site.',
  },
  {
    id: 'analytics',
    title: 'Analytics',
    description:
      'Allow our analytics provider to measure how the site is used. Nothing you answer is shared.',
  },
  {
    id: 'marketing',
    title: 'Marketing',
    description: 'Allow our advertising partner to measure whether our adverts lead to purchases.',
  },
];

const TAB_CLASSES =
  'rounded-md px-3 py-2 text-sm font-medium text-muted data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

type Props = {
  initial: ConsentPreferences;
  onOpenChange: (open: boolean) => void;
  onChoose: (preferences: ConsentPreferences) => void;
  /** Where focus goes back to: the dialog is opened from code, so Radix has no trigger to return it to. */
  onClosed: () => void;
};

export default function CookieSettingsDialog({ initial, onOpenChange, onChoose, onClosed }: Props) {
  const [preferences, setPreferences] = useState<ConsentPreferences>(initial);
  const idPrefix = useId();

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold">Cookie Settings</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Choose which cookies we may use. You can change this at any time with the Cookie settings button
            at the foot of every page.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close cookie settings"
            className="absolute top-4 right-4 rounded-md p-1 text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>

          <Tabs.Root defaultValue="settings" className="mt-4">
            <Tabs.List aria-label="Cookie information" className="inline-flex gap-1 rounded-lg bg-paper p-1">
              <Tabs.Trigger value="settings" className={TAB_CLASSES}>
                Settings
              </Tabs.Trigger>
              <Tabs.Trigger value="about" className={TAB_CLASSES}>
                About Cookies
              </Tabs.Trigger>
              <Tabs.Trigger value="privacy" className={TAB_CLASSES}>
                Privacy Policy
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value="settings" className="mt-4 grid gap-3">
              {CATEGORIES.map((category) => {
                const switchId = `${idPrefix}-${category.id}`;
                const isLocked = category.id === 'necessary';
                return (
                  <div
                    key={category.id}
                    className="flex items-start justify-between gap-4 rounded-lg border border-line p-4"
                  >
                    <div>
                      <label htmlFor={switchId} className="font-medium">
                        {category.title}
                      </label>
                      <p id={`${switchId}-description`} className="text-sm text-muted">
                        {category.description}
                      </p>
                    </div>
                    <Switch.Root
                      id={switchId}
                      aria-describedby={`${switchId}-description`}
                      checked={preferences[category.id]}
                      disabled={isLocked}
                      onCheckedChange={(checked) =>
                        setPreferences((previous) => ({
                          ...previous,
                          [category.id]: checked,
                          necessary: true,
                        }))
                      }
                      className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand disabled:opacity-70"
                    >
                      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                    </Switch.Root>
                  </div>
                );
              })}
            </Tabs.Content>

            <Tabs.Content value="about" className="mt-4 grid gap-3 text-sm">
              <p>
                Cookies are small files a website keeps in your browser. We also use your browser's local
                storage, which works the same way, to keep your answers while you take an assessment.
              </p>
              <p>
                Necessary cookies cannot be switched off because the site does not work without them. They do
                not identify you: your visitor cookie is a random number.
              </p>
              <p>
                Functional, analytics and marketing cookies are off until you switch them on. If you switch
                one off later, its tools stop loading from the next page you open.
              </p>
            </Tabs.Content>

            <Tabs.Content value="privacy" className="mt-4 grid gap-3 text-sm">
              <p>Under the GDPR you have the right to:</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>access the personal data we hold about you</li>
                <li>have it corrected</li>
                <li>have it deleted</li>
                <li>withdraw your consent at any time</li>
                <li>receive your data in a portable format</li>
                <li>complain to a data protection authority</li>
              </ul>
              <p>
                Read the full{' '}
                <Link
                  href="/privacy-policy"
                  className="font-medium text-brand underline"
                  onClick={() => onOpenChange(false)}
                >
                  Privacy Policy
                </Link>
                .
              </p>
            </Tabs.Content>
          </Tabs.Root>

          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onChoose(NECESSARY_ONLY)}>
              Necessary Only
            </Button>
            <Button variant="secondary" onClick={() => onChoose(ALL_ACCEPTED)}>
              Accept All
            </Button>
            <Button onClick={() => onChoose(preferences)}>Save Preferences</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
