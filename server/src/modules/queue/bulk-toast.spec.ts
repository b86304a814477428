import { bulkResultToast } from './bulk-toast.js';

const names = { status: 'Approved', owner: 'Casey Worker' };

describe('Bulk result toasts (programs spec §8)', () => {
  it('a status change that moved one application says it was moved to the status', () => {
    expect(bulkResultToast('UPDATE_STATUS', { succeeded: [12], failed: [] }, names)).toEqual([
      {
        kind: 'success',
        title: 'Successful status change',
        description: 'The application 12 was moved to Approved',
      },
    ]);
  });

  it('a status change that moved several says they were moved', () => {
    expect(bulkResultToast('UPDATE_STATUS', { succeeded: [12, 13], failed: [] }, names)).toEqual([
      {
        kind: 'success',
        title: 'Successful status change',
        description: 'The applications 12, 13 were moved to Approved',
      },
    ]);
  });

  it('a failed status change names the applications whose change failed', () => {
    expect(
      bulkResultToast('UPDATE_STATUS', { succeeded: [], failed: [{ id: 4 }, { id: 9 }] }, names),
    ).toEqual([
      {
        kind: 'error',
        title: 'Failed status change',
        description: 'The changes of status requested to applications 4, 9 failed',
      },
    ]);
  });

  it("an assignment keeps the specification's spelling 'Successfull' and names the owner", () => {
    expect(bulkResultToast('UPDATE_OWNER', { succeeded: [3], failed: [] }, names)).toEqual([
      {
        kind: 'success',
        title: 'Successfull assignment change',
        description: 'The application 3 was assigned to Casey Worker',
      },
    ]);
    expect(bulkResultToast('UPDATE_OWNER', { succeeded: [3, 5], failed: [] }, names)[0].description).toBe(
      'The applications 3, 5 were assigned to Casey Worker',
    );
  });

  it('a failed assignment names the application(s)', () => {
    expect(bulkResultToast('UPDATE_OWNER', { succeeded: [], failed: [{ id: 3 }] }, names)).toEqual([
      {
        kind: 'error',
        title: 'Failed assignment',
        description: 'The changes of owner to application 3 failed',
      },
    ]);
    expect(
      bulkResultToast('UPDATE_OWNER', { succeeded: [], failed: [{ id: 3 }, { id: 5 }] }, names)[0]
        .description,
    ).toBe('The changes of owner to applications 3, 5 failed');
  });

  it('a combined change has its own titles for success and failure', () => {
    expect(
      bulkResultToast('UPDATE_STATUS_AND_OWNER', { succeeded: [1], failed: [{ id: 2 }] }, names),
    ).toEqual([
      {
        kind: 'success',
        title: 'Successful changes of status and assignment',
        description: 'The application 1 was moved to Approved and assigned to Casey Worker',
      },
      {
        kind: 'error',
        title: 'Changes requested failed',
        description: 'The changes requested to application 2 failed',
      },
    ]);
  });

  it('a partial result gives one success and one error toast, in that order', () => {
    const toasts = bulkResultToast('UPDATE_STATUS', { succeeded: [1, 2], failed: [{ id: 3 }] }, names);
    expect(toasts.map((t) => [t.kind, t.title])).toEqual([
      ['success', 'Successful status change'],
      ['error', 'Failed status change'],
    ]);
  });

  it('an empty result gives no toast', () => {
    expect(bulkResultToast('UPDATE_OWNER', { succeeded: [], failed: [] }, names)).toEqual([]);
  });
});
