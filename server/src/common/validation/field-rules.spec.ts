import {
  adminEmailRules,
  adminNameRules,
  applyDigitMask,
  businessEmailRules,
  businessNameRules,
  emailRules,
  fieldErrors,
  firstFailure,
  fitsMask,
  formatSsn,
  isMfaCode,
  isValidEmail,
  isValidSsn,
  isValidTime,
  isValidZip,
  type Rule,
  requiredField,
  requiredMessage,
  sanitizeOldCodePaste,
  setNameRules,
} from './field-rules.js';

// The first failure of one field's rules, as the form shows it.
const check = (rules: Rule[], value: string) => firstFailure([{ field: 'f', value, rules }]);

describe('Required field (access spec §5)', () => {
  it("uses the message 'The field {label} is required'", () => {
    expect(requiredMessage('First name')).toBe('The field First name is required');
  });

  it('fails on a value that is empty once trimmed', () => {
    expect(check([requiredField('City')], '   ')).toEqual({
      field: 'f',
      code: 'fieldRequired',
      message: 'The field City is required',
    });
    expect(check([requiredField('City')], ' Oslo ')).toBeNull();
  });
});

describe('Form validation stops at the first failing field (access spec §5)', () => {
  it('returns the first failing field in form order', () => {
    expect(
      firstFailure([
        { field: 'first', value: 'Ann', rules: setNameRules('first') },
        { field: 'last', value: '', rules: setNameRules('last') },
        { field: 'email', value: 'nope', rules: emailRules() },
      ]),
    ).toEqual({ field: 'last', code: 'fieldRequired', message: 'The field Last name is required' });
  });

  it('returns null when every field passes', () => {
    expect(firstFailure([{ field: 'email', value: 'a@b.co', rules: emailRules() }])).toBeNull();
  });

  it('reports one failure for an empty field and every unmet rule for a filled one', () => {
    expect(fieldErrors([{ field: 'first', value: '', rules: setNameRules('first') }])).toEqual([
      { field: 'first', code: 'fieldRequired', message: 'The field First name is required' },
    ]);
    expect(
      fieldErrors([{ field: 'first', value: `${'a'.repeat(50)}1`, rules: setNameRules('first') }]),
    ).toEqual([
      { field: 'first', code: 'fieldNameMessage', message: 'Invalid First name' },
      { field: 'first', code: 'fieldMaxLength', message: 'First name must be at most 50 characters' },
    ]);
  });
});

describe('Names on the set-name screen (access spec §5)', () => {
  it('are required', () => {
    expect(check(setNameRules('first'), '')?.message).toBe('The field First name is required');
  });

  it("must not contain digits: 'Invalid {label}' with fieldNameMessage / fieldLastNameMessage", () => {
    expect(check(setNameRules('first'), 'Ann2')).toMatchObject({
      code: 'fieldNameMessage',
      message: 'Invalid First name',
    });
    expect(check(setNameRules('last'), 'L0pez')).toMatchObject({
      code: 'fieldLastNameMessage',
      message: 'Invalid Last name',
    });
  });

  it('are at most 50 characters', () => {
    expect(check(setNameRules('first'), 'a'.repeat(50))).toBeNull();
    expect(check(setNameRules('first'), 'a'.repeat(51))).toMatchObject({
      code: 'fieldMaxLength',
      message: 'First name must be at most 50 characters',
    });
  });

  it('take the label of the form', () => {
    expect(check(setNameRules('first', 'Given name'), '')?.message).toBe('The field Given name is required');
  });
});

describe('Names on the subscription admin form (access spec §5)', () => {
  it("ask 'Please input a first name/last name' when empty", () => {
    expect(check(adminNameRules('first'), '')?.message).toBe('Please input a first name');
    expect(check(adminNameRules('last'), '')?.message).toBe('Please input a last name');
  });

  it("ask 'Please input a valid first name/last name' below 2 characters or with digits", () => {
    expect(check(adminNameRules('first'), 'A')?.message).toBe('Please input a valid first name');
    expect(check(adminNameRules('last'), 'Sm1th')?.message).toBe('Please input a valid last name');
    expect(check(adminNameRules('last'), 'Li')).toBeNull();
  });
});

describe('Email (access spec §5)', () => {
  it('is required with fieldMailEmpty', () => {
    expect(check(emailRules(), ' ')).toMatchObject({
      code: 'fieldMailEmpty',
      message: 'The field Email is required',
    });
  });

  it('must match the email pattern with fieldMailInvalid', () => {
    expect(check(emailRules(), 'ann@example')).toMatchObject({
      code: 'fieldMailInvalid',
      message: 'Invalid Email',
    });
    expect(check(emailRules(), 'ann@example.com')).toBeNull();
  });

  it('isValidEmail rejects spaces, a second @ and empty domain labels', () => {
    expect(isValidEmail(' ann.lee+x@mail.example.org ')).toBe(true);
    expect(isValidEmail('ann lee@example.com')).toBe(false);
    expect(isValidEmail('ann@@example.com')).toBe(false);
    expect(isValidEmail('ann@example..com')).toBe(false);
  });

  it("on the admin form says 'Please input a valid email'", () => {
    expect(check(adminEmailRules(), '')?.message).toBe('Please input a valid email');
    expect(check(adminEmailRules(), 'x@')?.message).toBe('Please input a valid email');
  });
});

describe('Business register (access spec §5)', () => {
  it('business name is required and at most 100 characters', () => {
    expect(check(businessNameRules(), '')?.message).toBe('The field Business name is required');
    expect(check(businessNameRules(), 'b'.repeat(100))).toBeNull();
    expect(check(businessNameRules(), 'b'.repeat(101))?.message).toBe(
      'Business name must be at most 100 characters',
    );
  });

  it('email is at most 100 characters', () => {
    const email = `${'a'.repeat(89)}@example.com`;
    expect(email).toHaveLength(101);
    expect(check(businessEmailRules(), email)?.message).toBe('Email must be at most 100 characters');
  });
});

describe('MFA code (access spec §5)', () => {
  it('on the newer screens is exactly 6 digits', () => {
    expect(isMfaCode('012345', 'new')).toBe(true);
    expect(isMfaCode('01234', 'new')).toBe(false);
    expect(isMfaCode('0123456', 'new')).toBe(false);
    expect(isMfaCode('01234a', 'new')).toBe(false);
    expect(isMfaCode(' 012345', 'new')).toBe(false);
  });

  it('on the old screen is 6 letters and digits', () => {
    expect(isMfaCode('aB3dE5', 'old')).toBe(true);
    expect(isMfaCode('aB3dE', 'old')).toBe(false);
    expect(isMfaCode('aB3-E5', 'old')).toBe(false);
  });

  it('pasted on the old screen is stripped of other characters', () => {
    expect(sanitizeOldCodePaste(' aB-3 d_E5 ')).toBe('aB3dE5');
    expect(sanitizeOldCodePaste('123-456-789')).toBe('123456');
  });
});

describe('Shared patterns (programs spec §5)', () => {
  it('ZIP is 5 digits, optionally plus 4, or empty', () => {
    expect(isValidZip('12345')).toBe(true);
    expect(isValidZip('12345-6789')).toBe(true);
    expect(isValidZip('')).toBe(true);
    expect(isValidZip('1234')).toBe(false);
    expect(isValidZip('123456789')).toBe(false);
    expect(isValidZip('12345-678')).toBe(false);
  });

  it('time is H:M:S within 24-hour bounds', () => {
    expect(isValidTime('0:00:00')).toBe(true);
    expect(isValidTime('09:30:15')).toBe(true);
    expect(isValidTime('23:59:59')).toBe(true);
    expect(isValidTime('24:00:00')).toBe(false);
    expect(isValidTime('12:60:00')).toBe(false);
    expect(isValidTime('12:00:60')).toBe(false);
    expect(isValidTime('12:00')).toBe(false);
  });

  it('SSN follows the mask nn-nn-nnnn', () => {
    expect(isValidSsn('12-34-5678')).toBe(true);
    expect(isValidSsn('123-45-6789')).toBe(false);
    expect(formatSsn('12345678')).toBe('12-34-5678');
    expect(formatSsn('123')).toBe('12-3');
  });

  it('masks take digits only and show a literal only when a digit follows it', () => {
    expect(applyDigitMask('a1b2c3', '(nnn) nnn')).toBe('(123');
    expect(applyDigitMask('', 'nn-nn')).toBe('');
    expect(fitsMask('1a-34', 'nn-nn')).toBe(false);
  });
});
