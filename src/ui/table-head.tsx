import type { ReactNode } from 'react';

/** A column of a table: its heading, and its class (the amounts' columns are right-aligned). */
export interface Column {
  heading: ReactNode;
  className?: string;
}

/** A table's head: one row of column headings. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.className}>
            {column.heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
