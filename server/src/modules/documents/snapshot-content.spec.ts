import type { ApplicationEventWire } from '../../contract/application-record.js';
import {
  answeredSections,
  declarationSections,
  historyLines,
  printedTime,
  snapshotFileName,
  themeOf,
} from './snapshot-content.js';

const event = (e: Partial<ApplicationEventWire> & Pick<ApplicationEventWire, 'id' | 'kind' | 'at'>) =>
  ({
    by: null,
    from: null,
    to: null,
    ownerChange: null,
    comment: null,
    reason: null,
    bulkOperationId: null,
    ...e,
  }) as ApplicationEventWire;

describe('answeredSections', () => {
  it("takes the form's sections, labels (or names) and answers, leaving out empty sections", () => {
    expect(
      answeredSections(
        [
          { title: null, fields: [{ name: 'householdSize', label: 'Household size', type: 'number' }] },
          { title: 'Empty', fields: [] },
          { title: null, fields: [{ name: 'retired', label: '', type: 'text' }] },
        ],
        { householdSize: 4 },
      ),
    ).toEqual([
      { title: null, fields: [{ label: 'Household size', value: '4' }] },
      { title: null, fields: [{ label: 'retired', value: '—' }] },
    ]);
  });
});

describe('declarationSections', () => {
  it('prints each statement accepted with the name typed and the time, under Declarations', () => {
    const accepted = {
      id: 3,
      statement: 'The answers are true',
      name: 'Ann Lee',
      acceptedAt: '2026-01-05T09:01:00.000Z',
    };
    expect(declarationSections([accepted])).toEqual([
      {
        title: 'Declarations',
        fields: [{ label: 'The answers are true', value: 'Accepted by Ann Lee, Jan 5, 2026, 09:01 UTC' }],
      },
    ]);
  });

  it('adds no section when none were accepted', () => {
    expect(declarationSections([])).toEqual([]);
  });
});

describe('historyLines', () => {
  const trail = [
    event({
      id: 4,
      kind: 'note',
      at: '2026-01-07T00:00:00Z',
      by: { id: 1, name: 'Jordan Lee' },
      comment: 'internal',
    }),
    event({
      id: 3,
      kind: 'status',
      at: '2026-01-06T00:00:00Z',
      by: { id: 1, name: 'Jordan Lee' },
      from: { id: 10, name: 'Received' },
      to: { id: 11, name: 'Denied' },
      reason: { id: 5, label: 'Over income' },
      comment: 'checked twice',
    }),
    event({ id: 2, kind: 'owner', at: '2026-01-05T10:00:00Z', to: { id: 1, name: 'Jordan Lee' } }),
    event({ id: 1, kind: 'submitted', at: '2026-01-05T09:00:00Z', to: { id: 10, name: 'Received' } }),
  ];

  it('gives staff the whole trail oldest first, with who and comments', () => {
    expect(historyLines(trail, 'staff')).toEqual([
      { at: '2026-01-05T09:00:00Z', what: 'Submitted (Received)', by: 'System', comment: null },
      { at: '2026-01-05T10:00:00Z', what: 'Assigned to Jordan Lee', by: 'System', comment: null },
      {
        at: '2026-01-06T00:00:00Z',
        what: 'Status: Received → Denied',
        by: 'Jordan Lee',
        comment: 'Reason: Over income — checked twice',
      },
      { at: '2026-01-07T00:00:00Z', what: 'Staff note', by: 'Jordan Lee', comment: 'internal' },
    ]);
  });

  it('gives the applicant the moves and reasons only: no owners, notes, names or comments', () => {
    expect(historyLines(trail, 'applicant')).toEqual([
      { at: '2026-01-05T09:00:00Z', what: 'Submitted (Received)', by: null, comment: null },
      {
        at: '2026-01-06T00:00:00Z',
        what: 'Status: Received → Denied',
        by: null,
        comment: 'Reason: Over income',
      },
    ]);
  });
});

describe('printedTime', () => {
  it('prints UTC times, dates alone, and a dash for none', () => {
    expect(printedTime('2026-01-05T09:01:00.000Z')).toBe('Jan 5, 2026, 09:01 UTC');
    expect(printedTime('2026-01-05T23:59:00.000Z', { withTime: false })).toBe('Jan 5, 2026');
    expect(printedTime(null)).toBe('—');
    expect(printedTime('not a date')).toBe('—');
  });
});

describe('themeOf', () => {
  it('puts bright text on the brand colour, or dark text on its tint', () => {
    expect(themeOf('bright')).toMatchObject({ band: '#0f5c6e', bandText: '#ffffff' });
    expect(themeOf('dark')).toMatchObject({ band: '#e3f1f4', bandText: '#0a4351' });
  });
});

describe('snapshotFileName', () => {
  it('keeps the external id safe for a header, else the id', () => {
    expect(snapshotFileName('SPR-10001', 7)).toBe('application-SPR-10001.pdf');
    expect(snapshotFileName('a "b"\r\nc', 7)).toBe('application-a-b-c.pdf');
    expect(snapshotFileName('', 7)).toBe('application-7.pdf');
  });
});
