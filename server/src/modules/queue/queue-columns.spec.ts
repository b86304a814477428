import { NO_DATA_MESSAGE, paymentsEnabled, queueColumns } from './queue-columns.js';

const labels = (processId: number | null, payments: boolean) =>
  queueColumns({ processId, paymentsEnabled: payments }).map((c) => c.label);

describe('Work queue columns (programs spec §2)', () => {
  it('lists the eleven columns in the order of the specification', () => {
    expect(labels(null, false)).toEqual([
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

  it.each([7, 1715])('inserts Case Number and Client ID after Program name for process %i', (processId) => {
    expect(labels(processId, false).slice(2, 5)).toEqual(['Program name', 'Case Number', 'Client ID']);
  });

  it('does not show Case Number for other processes, the food process included', () => {
    expect(labels(1720, false)).not.toContain('Case Number');
  });

  it('adds Payment Channel when payment is enabled', () => {
    expect(labels(null, true).at(-1)).toBe('Payment Channel');
    expect(labels(null, false)).not.toContain('Payment Channel');
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
