import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Volume2 } from '../../components/ui/icons/volume-2.tsx';
import type { ReadAloudPlayerProps } from './read-aloud-player.tsx';
import { loadReadAloudSettings } from './read-aloud-settings.ts';

const ReadAloudPlayer = lazy(() =>
  import('./read-aloud-player.tsx').then((module) => ({ default: module.ReadAloudPlayer })),
);

/**
 * A button that reads the page's marked text aloud (`data-read-aloud`, speech.ts). Its controls and the speech code
 * load on the first press, or at once on an assessment where the reader asked for each new question to be read.
 * Until then it is one button, the same in the server's HTML and the first render.
 */
export function ReadAloud({ label, autoReadKey }: Omit<ReadAloudPlayerProps, 'isStartedAtOnce'>) {
  const [shown, setShown] = useState<'button' | 'player' | 'player-reading'>('button');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the choice stored when the page opened.
  useEffect(() => {
    if (autoReadKey !== undefined && loadReadAloudSettings().isAutoRead) setShown('player');
  }, []);

  const button = (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm')}
      onClick={() => setShown('player-reading')}
    >
      <Volume2 aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  if (shown === 'button') return button;
  return (
    <Suspense fallback={button}>
      <ReadAloudPlayer label={label} autoReadKey={autoReadKey} isStartedAtOnce={shown === 'player-reading'} />
    </Suspense>
  );
}
