import type { Page } from '@playwright/test';

// The test's stand-in for window.speechSynthesis (never in the product): it records what the page asks it to say,
// and a sentence ends when the test says so (window.finishSentence()).

type SpeechLog = {
  spoken: string[];
  rates: number[];
  cancels: number;
  isPaused: boolean;
  isSpeaking: boolean;
};

/** Replaces the browser's speech synthesis in this test's pages (never in the product). */
export async function standInForSpeech(page: Page, { hasVoices }: { hasVoices: boolean }): Promise<void> {
  await page.addInitScript((withVoices) => {
    type Utterance = {
      text: string;
      rate: number;
      onstart?: () => void;
      onend?: () => void;
      onerror?: (event: { error: string }) => void;
    };
    const log = {
      spoken: [] as string[],
      rates: [] as number[],
      cancels: 0,
      isPaused: false,
      isSpeaking: false,
    };
    let queue: Utterance[] = [];
    let current: Utterance | null = null;
    const next = () => {
      current = queue.shift() ?? null;
      log.isSpeaking = current !== null;
      current?.onstart?.();
    };
    const synth = Object.assign(new EventTarget(), {
      getVoices: () =>
        withVoices
          ? [{ name: 'Stand-in', lang: 'en-GB', default: true, localService: true, voiceURI: 'x' }]
          : [],
      speak(utterance: Utterance) {
        log.spoken.push(utterance.text);
        log.rates.push(utterance.rate);
        queue.push(utterance);
        if (current === null) next();
      },
      cancel() {
        log.cancels += 1;
        const dropped = [current, ...queue];
        queue = [];
        current = null;
        log.isSpeaking = false;
        for (const utterance of dropped) utterance?.onerror?.({ error: 'canceled' });
      },
      pause() {
        log.isPaused = true;
      },
      resume() {
        log.isPaused = false;
      },
    });
    class StandInUtterance {
      rate = 1;
      lang = '';
      voice: unknown = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: StandInUtterance,
      configurable: true,
    });
    Object.assign(window, {
      speechLog: log,
      finishSentence: () => {
        current?.onend?.();
        next();
      },
    });
  }, hasVoices);
}

export const speechLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { speechLog: SpeechLog }).speechLog);
