import { typesForFilter, UNREAD_COUNTER_BY_TYPE } from './channels.js';

describe('communication filters', () => {
  it('shows every type for ALL', () => {
    expect(typesForFilter('ALL')).toEqual(['EMAIL', 'SMS', 'CALL', 'NOTE', 'VOICE', 'SESSION', 'COMMENT']);
  });

  it('maps the labels Email, SMS and Phone; Phone is calls and voicemail', () => {
    expect(typesForFilter('Email')).toEqual(['EMAIL']);
    expect(typesForFilter('SMS')).toEqual(['SMS']);
    expect(typesForFilter('Phone')).toEqual(['CALL', 'VOICE']);
  });

  it('shows one type for a type', () => {
    expect(typesForFilter('NOTE')).toEqual(['NOTE']);
  });

  it('feeds the four unread counters from email, text, voicemail and calls only', () => {
    expect(UNREAD_COUNTER_BY_TYPE).toEqual({ EMAIL: 'email', SMS: 'sms', VOICE: 'voice', CALL: 'ivr' });
  });
});
