import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  DEFAULT_READING_PREFERENCES,
  loadReadingPreferences,
  PREFERENCE_CHOICES,
  type PreferenceName,
  type ReadingPreferences,
  saveReadingPreferences,
} from './preference-storage.ts';

type Group<Name extends PreferenceName> = {
  name: Name;
  legend: string;
  labels: Record<ReadingPreferences[Name], string>;
};

const GROUPS: { [Name in PreferenceName]: Group<Name> }[PreferenceName][] = [
  {
    name: 'text-size',
    legend: 'Text size',
    labels: { '100': 'Standard', '125': 'Large (125%)', '150': 'Larger (150%)', '200': 'Largest (200%)' },
  },
  {
    name: 'spacing',
    legend: 'Line and letter spacing',
    labels: { standard: 'Standard', wider: 'Wider', widest: 'Widest' },
  },
  {
    name: 'font',
    legend: 'Typeface',
    labels: { standard: 'Standard', atkinson: 'Atkinson Hyperlegible', verdana: 'Verdana (wide)' },
  },
  {
    name: 'tint',
    legend: 'Background tint',
    labels: { none: 'None', cream: 'Cream', blue: 'Blue', green: 'Green', grey: 'Grey' },
  },
  {
    name: 'theme',
    legend: 'Theme',
    labels: { system: 'As my device', light: 'Light', dark: 'Dark' },
  },
  {
    name: 'motion',
    legend: 'Motion',
    labels: { system: 'As my device', reduce: 'Reduce motion' },
  },
];

const OPTION_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft';

/**
 * The reading preferences panel. Every choice shows at once and is kept in this browser; nothing is sent. Loaded
 * only when the panel is first opened (reading-preferences.tsx), so no page's first download carries it.
 */
export function ReadingPreferencesDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** The button that opened the panel: Radix knows no trigger here, so it is told where focus goes back. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [preferences, setPreferences] = useState(loadReadingPreferences);
  const idPrefix = useId();

  const choose = (next: ReadingPreferences) => {
    setPreferences(next);
    saveReadingPreferences(next);
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="pe-10 text-xl font-semibold">Reading preferences</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Each choice shows at once and is remembered in this browser for every page. Nothing is sent to us.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close reading preferences"
            className="absolute top-4 right-4 rounded-md p-1 text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>

          <div className="mt-5 grid gap-5">
            {GROUPS.map((group) => (
              <fieldset key={group.name}>
                <legend className="font-semibold">{group.legend}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {PREFERENCE_CHOICES[group.name].map((value) => (
                    <label key={value} className={OPTION_CLASSES}>
                      <input
                        type="radio"
                        name={`${idPrefix}-${group.name}`}
                        value={value}
                        checked={preferences[group.name] === value}
                        onChange={() => choose({ ...preferences, [group.name]: value })}
                        className="size-4 shrink-0 accent-brand"
                      />
                      {group.name === 'tint' ? (
                        <span
                          aria-hidden="true"
                          className="size-4 rounded-full border border-muted"
                          style={{ backgroundColor: `var(--tint-${value})` }}
                        />
                      ) : null}
                      {(group.labels as Record<string, string>)[value]}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>

          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button variant="secondary" onClick={() => choose(DEFAULT_READING_PREFERENCES)}>
              Back to the standard look
            </Button>
            <Dialog.Close asChild>
              <Button>Done</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
