import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import * as Tabs from '@radix-ui/react-tabs';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/cookie-settings';
import { CONSENT_CATEGORIES } from '../../../domain/consent/categories.ts';
import { Button } from '../../components/ui/button.tsx';
import { ALL_ACCEPTED, type ConsentPreferences, NECESSARY_ONLY } from './consent.ts';

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
          <Dialog.Title className="text-xl font-semibold">{m.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{m.description} </Dialog.Description>
          <Dialog.Close
            aria-label={m.close}
            className="absolute top-4 right-4 rounded-md p-1 text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>

          <Tabs.Root defaultValue="settings" className="mt-4">
            <Tabs.List aria-label={m.tabsLabel} className="flex flex-wrap gap-1 rounded-lg bg-paper p-1">
              <Tabs.Trigger value="settings" className={TAB_CLASSES}>
                {m.settingsTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="about" className={TAB_CLASSES}>
                {m.aboutTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="privacy" className={TAB_CLASSES}>
                {m.privacyTab}
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value="settings" className="mt-4 grid gap-3">
              {CONSENT_CATEGORIES.map((category) => {
                const switchId = `${idPrefix}-${category}`;
                const isLocked = category === 'necessary';
                return (
                  <div
                    key={category}
                    className="flex items-start justify-between gap-4 rounded-lg border border-line p-4"
                  >
                    <div>
                      <label htmlFor={switchId} className="font-medium">
                        {m.categories[category].title}
                      </label>
                      <p id={`${switchId}-description`} className="text-sm text-muted">
                        {m.categories[category].description}
                      </p>
                    </div>
                    <Switch.Root
                      id={switchId}
                      aria-describedby={`${switchId}-description`}
                      checked={preferences[category]}
                      disabled={isLocked}
                      onCheckedChange={(checked) =>
                        setPreferences((previous) => ({
                          ...previous,
                          [category]: checked,
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
              {m.about.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Tabs.Content>

            <Tabs.Content value="privacy" className="mt-4 grid gap-3 text-sm">
              <p>{m.rightsIntro}</p>
              <ul className="list-disc space-y-1 pl-5">
                {m.rights.map((right) => (
                  <li key={right}>{right}</li>
                ))}
              </ul>
              <p>
                {m.readFullBefore}
                <Link
                  href="/privacy-policy"
                  className="font-medium text-brand underline"
                  onClick={() => onOpenChange(false)}
                >
                  {m.readFullLink}
                </Link>
                {m.readFullAfter}
              </p>
            </Tabs.Content>
          </Tabs.Root>

          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onChoose(NECESSARY_ONLY)}>
              {m.necessaryOnly}
            </Button>
            <Button variant="secondary" onClick={() => onChoose(ALL_ACCEPTED)}>
              {m.acceptAll}
            </Button>
            <Button onClick={() => onChoose(preferences)}>{m.savePreferences}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
