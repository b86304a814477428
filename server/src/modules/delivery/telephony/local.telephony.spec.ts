import { localSignature, signedText } from './local.telephony.js';

describe('the local telephony signs a webhook as Twilio does, without the host (README "Telephony")', () => {
  const request = {
    url: 'https://springfield.example.gov/api/telephony/sms?instance=springfield',
    params: { To: '+15555550100', Body: 'Hi', From: '+15555550123' },
  };

  it('covers the path and query, then each field name and value in name order', () => {
    expect(signedText(request)).toBe(
      '/api/telephony/sms?instance=springfield' + 'BodyHiFrom+15555550123To+15555550100',
    );
  });

  it('is the base64 HMAC-SHA256 of that text, the same whatever host the request came through', () => {
    const behindProxy = { ...request, url: 'http://10.0.0.7:3000/api/telephony/sms?instance=springfield' };
    expect(localSignature('key', request)).toBe(localSignature('key', behindProxy));
    expect(localSignature('key', request)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(localSignature('other key', request)).not.toBe(localSignature('key', request));
  });
});
