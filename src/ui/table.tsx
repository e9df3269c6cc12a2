import type { ReactNode } from 'react';
import { TableHead, type Column } from './table-head';

/**
 * A table of rows under column headings, named by its caption: hidden where the card's title
 * already says what it lists (`visually-hidden`, the default), shown where it does not.
 */
export function Table({
  className,
  caption,
  captionClassName = 'visually-hidden',
  columns,
  testId,
  children,
}: {
  className: string;
  caption: ReactNode;
  captionClassName?: string;
  columns: Column[];
  testId?: string;
  /** the rows */
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <caption className={captionClassName}>{caption}</caption>
      <TableHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}
