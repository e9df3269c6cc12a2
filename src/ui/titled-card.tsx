import type { ReactNode } from 'react';

/** A card with its title, the region named by it (the summary and billing home cards). */
export function TitledCard({
  className,
  titleId,
  title,
  testId,
  children,
}: {
  /** the card's own class, besides `card` */
  className?: string;
  titleId: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
