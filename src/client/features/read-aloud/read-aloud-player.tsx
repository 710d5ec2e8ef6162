import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { highlightSentence } from './highlight.ts';
import {
  loadReadAloudSettings,
  READING_RATES,
  type ReadAloudSettings,
  saveReadAloudSettings,
} from './read-aloud-settings.ts';
import { createReader, sentencesIn, waitForVoices } from './speech.ts';

type Status = 'idle' | 'reading' | 'paused' | 'no-voices';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  reading: 'Reading aloud.',
  paused: 'Paused.',
  'no-voices':
    'This browser has no voice on this device to read aloud with. Your device’s own screen reader or “read aloud” setting can read this page instead.',
};

export type ReadAloudPlayerProps = {
  /** What the main button says, e.g. "Read the question aloud". */
  label: string;
  /** Changes with each new question; when it does, reading stops, and starts again if the reader asked for that. */
  autoReadKey?: string;
  /** Start reading as soon as the player is shown (it was opened by a press of the button). */
  isStartedAtOnce: boolean;
};

/**
 * The read-aloud controls: read, pause or resume, stop, the speed, and (on an assessment) reading each new
 * question by itself. It reads the page's `data-read-aloud` elements inside <main> with the browser's own speech
 * synthesis, never touching an answer; leaving the page, or the page changing under it, stops the reading.
 */
export function ReadAloudPlayer({ label, autoReadKey, isStartedAtOnce }: ReadAloudPlayerProps) {
  const [status, setStatus] = useState<Status>('idle');
  const { player, readButton, pauseButton, resumeButton, keepFocus } = useFocusThroughChanges(
    status,
    isStartedAtOnce,
  );
  const [settings, setSettings] = useState<ReadAloudSettings>(loadReadAloudSettings);
  const reader = useRef<ReturnType<typeof createReader>>(null);
  reader.current ??= createReader({ onSentence: highlightSentence, onDone: () => setStatus('idle') });
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const ids = useId();

  // Each press or stop counts, so a reading whose voices arrive after a stop (or after the page changed) never starts.
  const attempt = useRef(0);
  const read = async () => {
    attempt.current += 1;
    const mine = attempt.current;
    const voices = await waitForVoices();
    if (mine !== attempt.current) return;
    if (voices.length === 0) {
      setStatus('no-voices');
      return;
    }
    const scope = document.querySelector('main') ?? document.body;
    setStatus('reading');
    reader.current?.read(sentencesIn(scope), voices, settingsRef.current.rate);
  };
  const stop = () => {
    keepFocus();
    attempt.current += 1;
    reader.current?.stop();
    setStatus((current) => (current === 'no-voices' ? current : 'idle'));
  };
  const pause = () => {
    keepFocus();
    reader.current?.pause();
    setStatus('paused');
  };
  const resume = () => {
    keepFocus();
    reader.current?.resume();
    setStatus('reading');
  };

  const readRef = useRef(read);
  readRef.current = read;
  const stopRef = useRef(stop);
  stopRef.current = stop;
  // The question this player last saw; the first one (or the same one again, as StrictMode mounts twice) is read
  // only if the player was opened by a press, a later one only if the reader asked for each new question.
  const lastKey = useRef<{ key: string | undefined } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new question (autoReadKey), not on every render.
  useEffect(() => {
    const isFirst = lastKey.current === null || lastKey.current.key === autoReadKey;
    lastKey.current = { key: autoReadKey };
    if (isFirst ? isStartedAtOnce : settingsRef.current.isAutoRead) void readRef.current();
    return () => stopRef.current();
  }, [autoReadKey]);

  useEffect(() => {
    const stopReading = () => reader.current?.stop();
    window.addEventListener('pagehide', stopReading);
    return () => window.removeEventListener('pagehide', stopReading);
  }, []);

  const change = (next: ReadAloudSettings) => {
    setSettings(next);
    saveReadAloudSettings(next);
  };

  return (
    <div ref={player} className="flex flex-wrap items-center gap-2">
      <Button ref={readButton} variant="secondary" size="sm" onClick={() => void read()}>
        <Volume2 aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {status === 'reading' ? (
        <Button ref={pauseButton} variant="ghost" size="sm" onClick={pause}>
          <Pause aria-hidden="true" className="size-4" />
          Pause
        </Button>
      ) : null}
      {status === 'paused' ? (
        <Button ref={resumeButton} variant="ghost" size="sm" onClick={resume}>
          <Play aria-hidden="true" className="size-4" />
          Resume
        </Button>
      ) : null}
      {status === 'reading' || status === 'paused' ? (
        <Button variant="ghost" size="sm" onClick={stop}>
          <Square aria-hidden="true" className="size-4" />
          Stop
        </Button>
      ) : null}
      <label htmlFor={`${ids}-rate`} className="text-sm font-medium">
        Speed
      </label>
      <select
        id={`${ids}-rate`}
        value={settings.rate}
        onChange={(event) =>
          change({ ...settings, rate: Number(event.target.value) as ReadAloudSettings['rate'] })
        }
        className="min-h-9 rounded-lg border border-muted bg-surface px-2 text-sm"
      >
        {READING_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate === 1 ? 'Normal' : `${rate}×`}
          </option>
        ))}
      </select>
      {autoReadKey === undefined ? null : (
        <label className="flex min-h-9 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={settings.isAutoRead}
            onChange={(event) => change({ ...settings, isAutoRead: event.target.checked })}
            className="size-4 accent-brand"
          />
          Read each new question aloud
        </label>
      )}
      <p role="status" className="w-full text-sm text-muted empty:hidden">
        {STATUS_TEXT[status]}
      </p>
    </div>
  );
}

/**
 * The player's buttons come and go with its state (Pause becomes Resume, Stop goes when reading ends), and a
 * button that goes takes the focus with it, to the page. So: the player opened by a press of the read-aloud button
 * takes the focus on its own main button, which stands where that one stood; Pause hands it to Resume and back;
 * Stop, and the end of a reading, hand it to the main button when it was on a button that went.
 */
function useFocusThroughChanges(status: Status, isOpenedByPress: boolean) {
  const readButton = useRef<HTMLButtonElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const player = useRef<HTMLDivElement>(null);
  /** Set just before a change when the focus was in the player. */
  const hadFocus = useRef(false);

  useEffect(() => {
    if (isOpenedByPress) readButton.current?.focus();
  }, [isOpenedByPress]);

  const keepFocus = () => {
    hadFocus.current = player.current?.contains(document.activeElement) ?? false;
  };

  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status) return;
    const wasInPlayer = hadFocus.current;
    hadFocus.current = false;
    // A reading that ended by itself took Pause and Stop away, perhaps from under the focus.
    const isLost = document.activeElement === null || document.activeElement === document.body;
    const hadPassingButtons = before === 'reading' || before === 'paused';
    if (!wasInPlayer && !(isLost && hadPassingButtons)) return;
    const target =
      status === 'paused'
        ? resumeButton.current
        : status === 'reading'
          ? pauseButton.current
          : readButton.current;
    target?.focus();
  }, [status]);

  return { player, readButton, pauseButton, resumeButton, keepFocus };
}
