import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface RecordColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'end';
  /** On phone cards: the title (top left) or the headline value (top right); others are listed below. */
  card?: 'title' | 'value';
}

/**
 * Rows as a table where there is room (md and up) and as cards on phones, from one column list, so
 * both views always show the same fields.
 */
export function RecordTable<Row>(props: {
  columns: RecordColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  testId: string;
  dimmed?: boolean;
}) {
  const end = (c: RecordColumn<Row>) => c.align === 'end';
  const title = props.columns.find((c) => c.card === 'title');
  const value = props.columns.find((c) => c.card === 'value');
  const rest = props.columns.filter((c) => !c.card);
  return (
    <div data-testid={props.testId} className={clsx('transition-opacity', props.dimmed && 'opacity-60')}>
      <div className="hidden overflow-x-auto rounded-field border border-line md:block">
        <table className="w-full text-sm">
          <thead className="bg-fill text-left text-xs tracking-wide text-ink-faint uppercase">
            <tr>
              {props.columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={clsx('px-4 py-3 font-semibold whitespace-nowrap', end(c) && 'text-right')}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {props.rows.map((row) => (
              <tr key={props.rowKey(row)} className="hover:bg-fill">
                {props.columns.map((c) => (
                  <td
                    key={c.key}
                    className={clsx(
                      'px-4 py-3 align-middle text-ink',
                      end(c) && 'text-right whitespace-nowrap tabular-nums',
                    )}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {props.rows.map((row) => (
          <li key={props.rowKey(row)} className="rounded-field border border-line bg-fill px-4 py-3">
            {title || value ? (
              <div className="mb-2 flex items-baseline justify-between gap-4 border-b border-line pb-2">
                <span className="min-w-0 truncate text-sm font-semibold text-ink">{title?.render(row)}</span>
                <span className="shrink-0 text-base tabular-nums">{value?.render(row)}</span>
              </div>
            ) : null}
            <dl className="flex flex-col gap-1">
              {rest.map((c) => (
                <div key={c.key} className="flex items-baseline justify-between gap-4">
                  <dt className="shrink-0 text-xs text-ink-faint">{c.label}</dt>
                  <dd className="min-w-0 text-right text-xs break-all text-ink-muted tabular-nums">
                    {c.render(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
