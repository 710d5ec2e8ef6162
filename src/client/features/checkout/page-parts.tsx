import type { ReactNode, RefObject } from 'react';
import * as m from '#messages/payment-return';
import { HomeLink } from '../../components/ui/home-link.tsx';
import { CircleCheck } from '../../components/ui/icons/circle-check.tsx';

// The parts the return page and the order confirmation page are built of.

export function PageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">{children}</div>;
}

export function ReturnHome({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return <HomeLink variant={variant}>{m.returnHome}</HomeLink>;
}

/** A page's heading with the icon of its state, focusable so that focus can be taken to the news. */
export function StatusHeading({
  headingRef,
  icon,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      {icon}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
      >
        {children}
      </h1>
    </div>
  );
}

/**
 * An order that is complete but whose report e-mail could not be sent: the same page on the return page and on
 * the order's confirmation. `issue` is the Email Delivery Issue panel with the resend each of them has (the return
 * page downloads its code only when it is needed).
 */
export function DeliveryFailedPage({
  headingRef,
  thankYou,
  issue,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  thankYou: ReactNode;
  issue: ReactNode;
}) {
  return (
    <PageShell>
      <StatusHeading
        headingRef={headingRef}
        icon={<CircleCheck aria-hidden="true" className="size-8 text-success" />}
      >
        {m.completedTitle}
      </StatusHeading>
      <p className="mt-3 text-lg">{m.troubleSending}</p>
      <div className="mt-3 text-lg">{thankYou}</div>
      <div className="mt-8">{issue}</div>
      <div className="mt-8">
        <ReturnHome variant="secondary" />
      </div>
    </PageShell>
  );
}
