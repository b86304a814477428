import { type CommunicationFact, communicationSummary } from './communication-summary.js';

const at = (day: number) => new Date(Date.UTC(2024, 2, day));
const message = (fact: Partial<CommunicationFact>): CommunicationFact => ({
  type: 'EMAIL',
  direction: 'inbound',
  at: at(1),
  read: false,
  ...fact,
});

describe('the communication columns of a queue row', () => {
  it('are zero and empty without messages', () => {
    expect(communicationSummary([])).toEqual({
      unreadEmail: 0,
      unreadSms: 0,
      unreadVoice: 0,
      unreadIvr: 0,
      lastComDate: null,
      lastComDirection: null,
      lastComType: null,
    });
  });

  it('count unread inbound email, text, voicemail and IVR calls apart', () => {
    const summary = communicationSummary([
      message({ type: 'EMAIL' }),
      message({ type: 'EMAIL' }),
      message({ type: 'SMS' }),
      message({ type: 'VOICE' }),
      message({ type: 'CALL' }),
    ]);
    expect(summary).toMatchObject({ unreadEmail: 2, unreadSms: 1, unreadVoice: 1, unreadIvr: 1 });
  });

  it('do not count read messages, or what staff sent', () => {
    const summary = communicationSummary([
      message({ type: 'EMAIL', read: true }),
      message({ type: 'SMS', direction: 'outbound', read: false }),
    ]);
    expect(summary).toMatchObject({ unreadEmail: 0, unreadSms: 0 });
  });

  it('take the last contact from the latest email, text, call or voicemail, not from staff notes', () => {
    const summary = communicationSummary([
      message({ type: 'SMS', direction: 'outbound', at: at(3) }),
      message({ type: 'EMAIL', direction: 'inbound', at: at(2) }),
      message({ type: 'NOTE', direction: 'outbound', at: at(9) }),
    ]);
    expect(summary).toMatchObject({ lastComDate: at(3), lastComDirection: 'outbound', lastComType: 'SMS' });
  });
});
