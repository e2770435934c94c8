import type { ReactNode } from 'react';

/** A column heading: its text, or the text and the `num` alignment for figures. */
export type Column = ReactNode | { label: ReactNode; num: true };

function isNum(c: Column): c is { label: ReactNode; num: true } {
  return typeof c === 'object' && c !== null && 'num' in c;
}

/** A scrolling table with one heading row; the rows (`<tr>`) are its children. */
export function DataTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {columns.map((c, i) =>
              isNum(c) ? (
                <th key={i} scope="col" className="num">
                  {c.label}
                </th>
              ) : (
                <th key={i} scope="col">
                  {c}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
