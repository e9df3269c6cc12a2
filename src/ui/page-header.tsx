import type { ReactNode } from 'react';

/** A page's header: its title, and above it the area it belongs to (the eyebrow), if any. */
export function PageHeader({ eyebrow, title }: { eyebrow?: ReactNode; title: ReactNode }) {
  return (
    <header className="page__header">
      {eyebrow ? <p className="page__eyebrow">{eyebrow}</p> : null}
      <h1 className="page__title">{title}</h1>
    </header>
  );
}
