import {
  formatUsPhone,
  isValidEmail,
  isValidLoginId,
  isValidUsPhone,
  maskEmail,
  maskPhone,
  PHONE_INPUT_MAX_LENGTH,
  parseLoginId,
  phoneInvalid,
  phoneRules,
  splitMfaChannels,
} from './login-id.js';

describe('Login identifier (access spec §5)', () => {
  it('is an email when it contains @, trimmed and lower-cased', () => {
    expect(parseLoginId('  Ann.Lee@Example.COM ')).toEqual({ kind: 'email', email: 'ann.lee@example.com' });
  });

  it('is otherwise a phone normalised to +1 followed by the digits', () => {
    expect(parseLoginId('555-012-3456')).toEqual({ kind: 'phone', phone: '+15550123456' });
    expect(parseLoginId('(555) 012 3456')).toEqual({ kind: 'phone', phone: '+15550123456' });
  });

  it('does not double the country code of an 11-digit number starting with 1', () => {
    expect(parseLoginId('+1 555-012-3456')).toEqual({ kind: 'phone', phone: '+15550123456' });
    expect(parseLoginId('15550123456')).toEqual({ kind: 'phone', phone: '+15550123456' });
  });
});

describe('New login id is a valid email or phone (access spec §5)', () => {
  it('accepts either and rejects anything else', () => {
    expect(isValidLoginId('ann@example.com')).toBe(true);
    expect(isValidLoginId('(555) 012-3456')).toBe(true);
    expect(isValidLoginId('ann@example')).toBe(false);
    expect(isValidLoginId('555-0123')).toBe(false);
  });

  it('re-exports the shared email check', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
  });
});

describe('US phone (access spec §5)', () => {
  it('has 10 digits, with or without formatting and +1', () => {
    expect(isValidUsPhone('5550123456')).toBe(true);
    expect(isValidUsPhone('(555) 012-3456')).toBe(true);
    expect(isValidUsPhone('+1 555.012.3456')).toBe(true);
    expect(isValidUsPhone('555012345')).toBe(false);
    expect(isValidUsPhone('+44 20 7946 0958')).toBe(false);
    expect(isValidUsPhone('555-CALL-NOW')).toBe(false);
  });

  it('is displayed as (xxx) xxx-xxxx within the 14-character input', () => {
    expect(formatUsPhone('5550123456')).toBe('(555) 012-3456');
    expect(formatUsPhone('+1 555 012 3456')).toBe('(555) 012-3456');
    expect(formatUsPhone('(555) 012-3456')).toHaveLength(PHONE_INPUT_MAX_LENGTH);
    expect(PHONE_INPUT_MAX_LENGTH).toBe(14);
  });

  it('is formatted as the user types', () => {
    expect(formatUsPhone('555')).toBe('(555');
    expect(formatUsPhone('5550')).toBe('(555) 0');
    expect(formatUsPhone('5550123')).toBe('(555) 012-3');
  });
});

describe('The phone tab of find login and change login id (access spec §2, §5)', () => {
  const firstFailure = (value: string) =>
    phoneRules()
      .map((rule) => rule(value))
      .find((failure) => failure !== null) ?? null;

  it('requires the phone with the required-field message', () => {
    expect(firstFailure('  ')).toEqual({ code: 'fieldRequired', message: 'The field Phone is required' });
  });

  it("refuses a number that is not a US one with the server's loginIdInvalid answer", () => {
    expect(firstFailure('(555) 012-345')).toEqual({
      code: 'loginIdInvalid',
      message: 'Enter a valid email address or phone number',
    });
  });

  it('takes a ten-digit US number', () => {
    expect(firstFailure('(555) 012-3456')).toBeNull();
  });

  it('names an invalid phone field by its label', () => {
    expect(phoneInvalid()).toEqual({ code: 'fieldPhoneInvalid', message: 'Invalid Phone' });
    expect(phoneInvalid('Mobile')).toEqual({ code: 'fieldPhoneInvalid', message: 'Invalid Mobile' });
  });
});

describe('Find-login answers mask the contact (access spec §2 "Find login")', () => {
  it('shows the first letter of the mailbox', () => {
    expect(maskEmail('john.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
  });

  it('shows the last four digits of the phone', () => {
    expect(maskPhone('+15550100123')).toBe('(***) ***-0123');
    expect(maskPhone('(555) 010-0123')).toBe('(***) ***-0123');
  });
});

describe('MFA channels come from the token split by a pipe (access spec §2 "Find login")', () => {
  it('splits phone|call|email', () => {
    expect(splitMfaChannels('phone|call|email')).toEqual(['phone', 'call', 'email']);
  });

  it('keeps only known channels, once each', () => {
    expect(splitMfaChannels('email| fax |email')).toEqual(['email']);
    expect(splitMfaChannels(undefined)).toEqual([]);
    expect(splitMfaChannels('')).toEqual([]);
  });
});
