import { NO_DATA_MESSAGE, paymentsEnabled, queueColumns, showsCaseColumns } from './queue-columns.js';

const labels = (caseColumns: boolean, payments: boolean) =>
  queueColumns({ caseColumns, paymentsEnabled: payments }).map((c) => c.label);

describe('Work queue columns (programs spec §2)', () => {
  it('lists the eleven columns in the order of the specification', () => {
    expect(labels(false, false)).toEqual([
      'Application ID',
      'Applicant name',
      'Program name',
      'Submission date',
      'Assigned to',
      'Partner',
      'Last Comm',
      'Comm Direction',
      'Comm type',
      'Last change',
      'Status',
    ]);
  });

  it('inserts Case Number and Client ID after Program name for a program that shows them', () => {
    expect(labels(true, false).slice(2, 5)).toEqual(['Program name', 'Case Number', 'Client ID']);
  });

  it('shows the case columns for programs whose settings say Queue.CaseColumns true, and no others', () => {
    expect(showsCaseColumns({ Queue: { CaseColumns: true } })).toBe(true);
    expect(showsCaseColumns({ Queue: { CaseColumns: false } })).toBe(false);
    expect(showsCaseColumns({})).toBe(false);
    expect(showsCaseColumns(null)).toBe(false);
    expect(labels(false, false)).not.toContain('Case Number');
  });

  it('adds Payment Channel when payment is enabled', () => {
    expect(labels(false, true).at(-1)).toBe('Payment Channel');
    expect(labels(false, false)).not.toContain('Payment Channel');
  });

  it('treats a named payment type as payment enabled, and false or empty as not', () => {
    expect(paymentsEnabled('Check')).toBe(true);
    expect(paymentsEnabled(false)).toBe(false);
    expect(paymentsEnabled('')).toBe(false);
    expect(paymentsEnabled(undefined)).toBe(false);
  });

  it("says 'No data available' for an empty queue", () => {
    expect(NO_DATA_MESSAGE).toBe('No data available');
  });
});
