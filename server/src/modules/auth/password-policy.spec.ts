import {
  checkPassword,
  isWeakPasswordError,
  PASSWORD_MIN_LENGTH,
  passwordClasses,
  USED_OR_WEAK_PASSWORD,
} from './password-policy.js';

const THREE_OF_FOUR =
  'Include at least three of the following: ' +
  'lowercase letters, uppercase letters, numbers, special characters';

describe('Password classes', () => {
  it('are lowercase, uppercase, digit and special', () => {
    expect(passwordClasses('aB3!')).toEqual(['lowercase', 'uppercase', 'digit', 'special']);
    expect(passwordClasses('abc')).toEqual(['lowercase']);
  });

  it('count accented letters as letters and spaces as nothing', () => {
    expect(passwordClasses('É é')).toEqual(['lowercase', 'uppercase']);
  });
});

describe('Old reset password: required, 8+, three of four classes, confirm matches (access spec §5)', () => {
  const check = (password: string, confirmation = password) =>
    checkPassword('resetOld', { password, confirmation });

  it('requires the password', () => {
    expect(check('')).toEqual([
      { field: 'password', code: 'fieldRequired', message: 'The field Password is required' },
    ]);
  });

  it("needs at least 8 characters: 'Use 8 characters minimum'", () => {
    expect(PASSWORD_MIN_LENGTH.resetOld).toBe(8);
    expect(check('aB3!xyz')).toEqual([
      { field: 'password', code: 'passwordLength', message: 'Use 8 characters minimum' },
    ]);
  });

  it("needs three of the four classes: 'Include at least three of the following'", () => {
    expect(check('abcdefg1')).toEqual([
      { field: 'password', code: 'passwordThreeOfFour', message: THREE_OF_FOUR },
    ]);
    expect(check('abcdefG1')).toEqual([]);
    expect(check('abcdef!1')).toEqual([]);
  });

  it('needs the confirmation to match, even when it is left empty', () => {
    const mismatch = {
      field: 'password_confirmation',
      code: 'passwordMismatch',
      message: 'The passwords do not match',
    };
    expect(check('abcdefG1', 'abcdefG2')).toEqual([mismatch]);
    expect(check('abcdefG1', '')).toEqual([mismatch]);
  });

  it('lists every unmet rule in form order', () => {
    expect(check('abc', 'x').map((v) => v.code)).toEqual([
      'passwordLength',
      'passwordThreeOfFour',
      'passwordMismatch',
    ]);
  });
});

describe('Create login and new reset: 7+, one message per class, confirm required (access spec §5)', () => {
  const check = (password: string, confirmation = password) =>
    checkPassword('createLogin', { password, confirmation });

  it('requires the password', () => {
    expect(check('', 'x')[0]).toEqual({
      field: 'password',
      code: 'fieldRequired',
      message: 'The field Password is required',
    });
  });

  it('needs at least 7 characters', () => {
    expect(PASSWORD_MIN_LENGTH.createLogin).toBe(7);
    expect(check('aB3!xy')).toEqual([
      { field: 'password', code: 'passwordLength', message: 'Use 7 characters minimum' },
    ]);
    expect(check('aB3!xyz')).toEqual([]);
  });

  it('needs uppercase, lowercase, digit and special characters, each with its own message', () => {
    expect(check('.......')).toEqual([
      { field: 'password', code: 'passwordUppercase', message: 'Include at least one uppercase letter' },
      { field: 'password', code: 'passwordLowercase', message: 'Include at least one lowercase letter' },
      { field: 'password', code: 'passwordDigit', message: 'Include at least one number' },
    ]);
    expect(check('abcDEF1')).toEqual([
      { field: 'password', code: 'passwordSpecial', message: 'Include at least one special character' },
    ]);
  });

  it("requires the confirmation: 'Please confirm your password!'", () => {
    expect(check('aB3!xyz', '')).toEqual([
      {
        field: 'password_confirmation',
        code: 'passwordConfirmRequired',
        message: 'Please confirm your password!',
      },
    ]);
  });

  it('needs the confirmation to equal the password', () => {
    expect(check('aB3!xyz', 'aB3!xyZ')).toEqual([
      { field: 'password_confirmation', code: 'passwordMismatch', message: 'The passwords do not match' },
    ]);
  });
});

describe('Change password while signed in (access spec §5, programs spec §5)', () => {
  const check = (currentPassword: string, password: string, confirmation = password) =>
    checkPassword('change', { currentPassword, password, confirmation });

  it('requires current_password, password and password_confirmation', () => {
    expect(check('', '', '')).toEqual([
      { field: 'current_password', code: 'fieldRequired', message: 'The field Current password is required' },
      { field: 'password', code: 'fieldRequired', message: 'The field Password is required' },
      {
        field: 'password_confirmation',
        code: 'fieldRequired',
        message: 'The field Confirm password is required',
      },
    ]);
  });

  it('treats a missing current password as empty', () => {
    expect(checkPassword('change', { password: 'abcdefG1', confirmation: 'abcdefG1' })).toEqual([
      { field: 'current_password', code: 'fieldRequired', message: 'The field Current password is required' },
    ]);
  });

  it('fails under 8 characters with the length message', () => {
    expect(check('old', 'aB3!xyz')).toEqual([
      { field: 'password', code: 'passwordLength', message: 'Use 8 characters minimum' },
    ]);
  });

  it('asks to include three of the four classes', () => {
    expect(check('old', 'ABCDEFGH')).toEqual([
      { field: 'password', code: 'passwordThreeOfFour', message: THREE_OF_FOUR },
    ]);
  });

  it('gives a no-match error on the confirmation field', () => {
    expect(check('old', 'abcdefG1', 'abcdefG')).toEqual([
      { field: 'password_confirmation', code: 'passwordMismatch', message: 'The passwords do not match' },
    ]);
  });

  it('passes a valid change', () => {
    expect(check('old', 'abcdefG1')).toEqual([]);
  });
});

describe('Used or weak password (access spec §5 "Reset failure", programs spec §5)', () => {
  it("is recognised by a server text containing 'weak'", () => {
    expect(isWeakPasswordError('Password is too weak')).toBe(true);
    expect(isWeakPasswordError('WEAK_PASSWORD')).toBe(true);
    expect(isWeakPasswordError('Token expired')).toBe(false);
    expect(isWeakPasswordError(undefined)).toBe(false);
  });

  it('has its own code and text', () => {
    expect(USED_OR_WEAK_PASSWORD).toEqual({
      code: 'usedOrWeakPassword',
      message: 'This password has been used before or is too weak. Please choose a different password.',
    });
  });
});
