import { type ActivityItem, pageOfActivity } from './community-activity.js';

const item = (key: string, at: string): ActivityItem => ({
  key,
  kind: 'note',
  at,
  application: null,
  by: null,
  from: null,
  to: null,
  messageType: null,
  direction: null,
  body: null,
  attachments: [],
});

describe('pageOfActivity', () => {
  const events = {
    count: 3,
    newest: [item('status-3', '2026-03-03T00:00:00.000Z'), item('submitted-1', '2026-03-01T00:00:00.000Z')],
  };
  const notes = {
    count: 2,
    newest: [item('note-9', '2026-03-04T00:00:00.000Z'), item('note-8', '2026-03-02T00:00:00.000Z')],
  };

  it('merges the sources newest first and counts every entry of them', () => {
    const page = pageOfActivity([events, notes], 0, 3);
    expect(page).toEqual({ count: 5, items: [notes.newest[0], events.newest[0], notes.newest[1]] });
  });

  it('skips the entries of the pages before', () => {
    expect(pageOfActivity([events, notes], 3, 3).items.map((i) => i.key)).toEqual(['submitted-1']);
  });

  it('orders entries of the same time by key, so two pages never show one twice', () => {
    const at = '2026-03-05T00:00:00.000Z';
    const same = { count: 2, newest: [item('message-2', at), item('status-7', at)] };
    expect(pageOfActivity([same], 0, 2).items.map((i) => i.key)).toEqual(['status-7', 'message-2']);
  });

  it('answers an empty page past the end, with the count', () => {
    expect(pageOfActivity([events, notes], 10, 5)).toEqual({ count: 5, items: [] });
  });
});
