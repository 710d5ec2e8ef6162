import type { ReactNode, RefObject } from 'react';
import { CircleCheck } from '../../components/ui/icons/circle-check.tsx';

/** The green "it worked" panel, shared by the payment page and the return page. */
export function SuccessPanel({
  headingRef,
  title,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-success/30 bg-success-soft p-6 text-ink sm:p-8">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
        <div className="space-y-2">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-success focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {children}
        </div>
      </div>
    </div>
  );
}
