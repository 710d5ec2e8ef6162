import * as m from '#messages/assessments';
import type { FunFact } from '../../../domain/assessments/fun-facts.ts';
import { Lightbulb } from '../../components/ui/icons/lightbulb.tsx';
import { Sparkles } from '../../components/ui/icons/sparkles.tsx';

export function EncouragementCard({ message }: { message: string }) {
  return (
    <aside
      aria-labelledby="encouragement-title"
      className="mt-6 flex gap-3 rounded-xl border border-brand/30 bg-brand-soft p-4"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div>
        <h2 id="encouragement-title" className="font-semibold text-brand">
          {m.encouragementTitle}
        </h2>
        <p className="mt-1">{message}</p>
      </div>
    </aside>
  );
}

export function FunFactCard({ fact }: { fact: FunFact }) {
  const { source } = fact;
  const sourceText = [source.title, source.publisher, source.year].filter(Boolean).join(', ');
  return (
    <aside
      aria-labelledby="fun-fact-title"
      className="mt-6 flex gap-3 rounded-xl border border-accent/25 bg-accent-soft p-4"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div>
        <h2 id="fun-fact-title" className="font-semibold text-accent">
          {m.funFactTitle}
        </h2>
        <p className="mt-1">{fact.text}</p>
        <p className="mt-2 text-xs text-muted">
          {m.factSource}{' '}
          {source.url ? (
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
              {sourceText}
              <span className="sr-only"> {m.opensInNewTab}</span>
            </a>
          ) : (
            sourceText
          )}
        </p>
      </div>
    </aside>
  );
}
