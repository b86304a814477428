import { recipientOf } from './outbox-reader.js';

describe('The outbox is read by recipient as delivery stores it', () => {
  it('matches an email address in any case', () => {
    expect(recipientOf(' Secure@Springfield.Example ')).toBe('secure@springfield.example');
  });

  it('matches a phone number written in any US format', () => {
    for (const phone of ['(555) 555-0123', '555-555-0123', '+1 555 555 0123', '+15555550123']) {
      expect(recipientOf(phone)).toBe('+15555550123');
    }
  });
});
