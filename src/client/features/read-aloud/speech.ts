import { localeTag } from '../../../domain/locale/locale.ts';
import { PAGE_LANGUAGE } from '../../lib/page-language.ts';
import { splitSentences } from './sentences.ts';

/** One sentence of the page: its element, where it lies in the element's text, and what to say. */
export type Sentence = { element: Element; start: number; end: number; text: string };

/** What a page offers to read: the text of its elements marked `data-read-aloud`, in page order. */
const READ_ALOUD_MARK = 'data-read-aloud';

export function sentencesIn(scope: ParentNode): Sentence[] {
  return [...scope.querySelectorAll(`[${READ_ALOUD_MARK}]`)].flatMap((element) => {
    const text = element.textContent ?? '';
    return splitSentences(text).map(({ start, end }) => ({
      element,
      start,
      end,
      text: text.slice(start, end),
    }));
  });
}

/** Longest wait for a browser to list its voices (Chromium lists them shortly after the page loads). */
const VOICES_WAIT_MS = 1500;

/**
 * The voices that speak on this device, once the browser has listed them. Some browsers also offer voices of an
 * online service, which would send the text away: those are never used, so where they are all there is, there is
 * no voice.
 */
export function waitForVoices(): Promise<SpeechSynthesisVoice[]> {
  if (!('speechSynthesis' in window)) return Promise.resolve([]);
  const synth = window.speechSynthesis;
  const localVoices = () => synth.getVoices().filter((voice) => voice.localService);
  if (synth.getVoices().length > 0) return Promise.resolve(localVoices());
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(localVoices());
    };
    const timer = window.setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/**
 * The browser's own voice in the page's language if it has one, else its voice of the page's locale (British for
 * English), else any voice of the language. A voice of another language would read the words with its own sounds:
 * without one, the browser is left to choose by the language alone.
 */
function pickVoice(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const inLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(PAGE_LANGUAGE));
  return (
    inLanguage.find((voice) => voice.default) ??
    inLanguage.find((voice) => voice.lang === localeTag(PAGE_LANGUAGE)) ??
    inLanguage[0]
  );
}

type ReaderEvents = { onSentence: (sentence: Sentence | null) => void; onDone: () => void };

/**
 * Reads sentences one utterance each (Chromium stops a long utterance after about 15 seconds; one per sentence also
 * says which sentence is being read). The browser speaks on the device: nothing is sent anywhere. Events of a
 * reading that was stopped or replaced are ignored.
 */
export function createReader({ onSentence, onDone }: ReaderEvents) {
  let reading = 0;
  const synth = () => window.speechSynthesis;
  const stop = () => {
    reading += 1;
    synth().cancel();
    onSentence(null);
  };
  return {
    read(sentences: Sentence[], voices: SpeechSynthesisVoice[], rate: number) {
      stop();
      const current = reading;
      const voice = pickVoice(voices);
      const finish = () => {
        if (current !== reading) return;
        onSentence(null);
        onDone();
      };
      if (sentences.length === 0) return finish();
      sentences.forEach((sentence, position) => {
        const utterance = new SpeechSynthesisUtterance(sentence.text);
        utterance.rate = rate;
        utterance.lang = voice?.lang ?? localeTag(PAGE_LANGUAGE);
        if (voice) utterance.voice = voice;
        utterance.onstart = () => {
          if (current === reading) onSentence(sentence);
        };
        utterance.onerror = finish;
        if (position === sentences.length - 1) utterance.onend = finish;
        synth().speak(utterance);
      });
    },
    pause: () => synth().pause(),
    resume: () => synth().resume(),
    stop,
  };
}
