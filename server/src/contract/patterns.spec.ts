import { applyMask, isValidSsn, SSN_MASK } from './patterns.js';

describe('applyMask (the SSN mask as it is typed)', () => {
  it('puts the digits typed into the mask, its dashes appearing with the next digit', () => {
    expect(applyMask('12', SSN_MASK)).toBe('12');
    expect(applyMask('123', SSN_MASK)).toBe('12-3');
    expect(applyMask('12345678', SSN_MASK)).toBe('12-34-5678');
  });

  it('drops what is not a digit and what the mask has no room for', () => {
    expect(applyMask('12-a34 5678999', SSN_MASK)).toBe('12-34-5678');
    expect(applyMask('', SSN_MASK)).toBe('');
  });

  it('answers a value the SSN rule accepts once every slot is filled', () => {
    expect(isValidSsn(applyMask('123456789', SSN_MASK))).toBe(true);
    expect(isValidSsn(applyMask('1234', SSN_MASK))).toBe(false);
  });
});
