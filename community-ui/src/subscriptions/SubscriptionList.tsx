// A list of subscriptions as both subscription screens show one (access spec §2 "Subscriptions list",
// "Marketplace"): a table above a width, cards below it, 7 a page.
import { pageOf } from '@server/modules/subscriptions/subscription-rules.js';
import { Fragment, type ReactNode, useState } from 'react';
import { Pager } from './Pager';
import { useWiderThan } from './useWiderThan';

export interface ListField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

export function SubscriptionList<Row extends { id: string | number; name: string }>({
  rows,
  tableFrom,
  nameLabel,
  columns,
  cardFields,
  action,
}: {
  rows: readonly Row[];
  /** The window width (px) above which the list is a table. */
  tableFrom: number;
  nameLabel: string;
  /** The table's columns between the name and the action. */
  columns: ListField<Row>[];
  /** What a card lists under the name, above the action. */
  cardFields: ListField<Row>[];
  action: ListField<Row>;
}) {
  const wide = useWiderThan(tableFrom);
  const [page, setPage] = useState(0);
  const shown = pageOf(rows, page);
  return (
    <>
      {wide ? (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                {[nameLabel, ...columns.map((c) => c.label), action.label].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  {[...columns, action].map((column) => (
                    <td key={column.label}>{column.value(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="subscription-cards">
          {shown.rows.map((row) => (
            <li key={row.id} className="subscription-card">
              <h2>{row.name}</h2>
              <dl>
                {cardFields.map((field) => (
                  <Fragment key={field.label}>
                    <dt>{field.label}</dt>
                    <dd>{field.value(row)}</dd>
                  </Fragment>
                ))}
              </dl>
              {action.value(row)}
            </li>
          ))}
        </ul>
      )}
      <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
    </>
  );
}
