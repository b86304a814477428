// The business's financials (programs spec §7): monthly and annual periods as the server sorts them (by year,
// then month, a year's annual period after its months), one added or replaced by its period, one removed.
import { FINANCIAL_FIELDS, type FinancialWire, financialErrors } from '@server/contract/business-activity.js';
import { useState } from 'react';
import { api } from '../api/http';
import { currentLanguage, t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import type { FormField } from '../programs/types';
import { Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { RecordForm } from './RecordForm';

export const money = (amount: number): string =>
  new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'USD' }).format(amount);

/** "March 2026" for a monthly period, "2026 (year)" for an annual one, in the reader's language. */
function periodName(f: FinancialWire): string {
  if (f.month === null) return t('businessPage.financials.annual', { year: f.year });
  const first = new Date(Date.UTC(f.year, f.month - 1, 1));
  return new Intl.DateTimeFormat(currentLanguage(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(first);
}

const financialLabel = (field: FormField) => t(`businessPage.financials.${field.name as 'year'}`);

export function FinancialsTab({ id }: { id: number }) {
  const fetched = useFetch<FinancialWire[]>(`/business-financials/${id}`);
  const [financials, setFinancials] = useState<FinancialWire[] | null>(null);
  const shown = financials ?? fetched.data;
  if (fetched.error) return <Notice kind="error">{fetched.error}</Notice>;
  if (!shown) return <Loader />;
  const save = async (body: Record<string, unknown>) => {
    setFinancials(await api<FinancialWire[]>(`/business-financials/${id}`, { method: 'POST', body }));
    notify('success', t('businessPage.financials.saved'));
  };
  const remove = async (entry: FinancialWire) => {
    await api<void>(`/business-financials/${id}/${entry.id}`, { method: 'DELETE' });
    setFinancials(shown.filter((f) => f.id !== entry.id));
    notify('success', t('businessPage.financials.removed'));
  };
  return (
    <>
      {shown.length === 0 ? (
        <p className="muted">{t('businessPage.financials.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="financials">
            <caption className="visually-hidden">{t('businessPage.tab.financials')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('businessPage.financials.periodType')}</th>
                <th scope="col">{t('businessPage.financials.revenue')}</th>
                <th scope="col">{t('businessPage.financials.expenses')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('profilePage.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{periodName(entry)}</th>
                  <td>{money(entry.revenue)}</td>
                  <td>{entry.expenses === null ? '—' : money(entry.expenses)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('businessPage.financials.remove', { period: periodName(entry) })}
                      onClick={() => void remove(entry)}
                    >
                      {t('profilePage.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RecordForm
        name="financial"
        title={t('businessPage.financials.add')}
        fields={FINANCIAL_FIELDS}
        labelOf={financialLabel}
        check={(body) => financialErrors(body, localToday())}
        send={save}
      />
    </>
  );
}
