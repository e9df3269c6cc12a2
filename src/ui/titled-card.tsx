import { createContext, useContext, type ReactNode } from 'react';

// the id of the title of the card a part sits in (null: in no card)
const CardTitle = createContext<string | null>(null);

/**
 * Moves the focus to the title of the card this part sits in: a part that goes away under the
 * user's hand (a failed read's Try again) leaves the focus there, where what comes next begins,
 * and not on the page's body.
 */
export function useCardTitleFocus(): () => void {
  const titleId = useContext(CardTitle);
  return () => {
    if (titleId) document.getElementById(titleId)?.focus();
  };
}

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
      <Heading id={titleId} className="card__title" tabIndex={-1}>
        {title}
      </Heading>
      <CardTitle.Provider value={titleId}>{children}</CardTitle.Provider>
    </section>
  );
}
