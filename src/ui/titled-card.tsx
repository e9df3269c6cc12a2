import type { ReactNode } from 'react';

/** A card with its title, the region named by it (the summary and billing home cards, and cards a flow renders). */
export function TitledCard({
  id,
  className,
  titleId,
  title,
  headingLevel = 2,
  testId,
  flowState,
  busy = false,
  children,
}: {
  id?: string;
  /** the card's own class, besides `card` */
  className?: string;
  titleId: string;
  title: ReactNode;
  /** 2 on a page of cards, 3 inside a section */
  headingLevel?: 2 | 3;
  testId?: string;
  /** the state of the flow the card renders, for the tests (data-state) */
  flowState?: unknown;
  /** the flow is calling the server (aria-busy) */
  busy?: boolean;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className={className ? `card ${className}` : 'card'}
      aria-labelledby={titleId}
      data-testid={testId}
      data-state={flowState === undefined ? undefined : JSON.stringify(flowState)}
      aria-busy={busy || undefined}
    >
      <Heading id={titleId} className="card__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
