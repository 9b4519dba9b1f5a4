import type { ReactNode } from 'react';

type DataTableProps = {
  /** The header cells (`<th scope="col">`). */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  className?: string;
  testId?: string;
};

/** A table in its scrolling wrapper: one header row, then the rows. */
export function DataTable({ head, children, className = 'table', testId }: DataTableProps) {
  return (
    <div className="table-wrap">
      <table className={className} data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
