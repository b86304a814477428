import { validationIndicator, validationTooltip } from './validation-indicator.js';

describe('Validation indicator on a queue row (programs spec §5)', () => {
  it('shows nothing when the total is 0', () => {
    expect(validationIndicator({ total: 0, warning: 0, failed: 0, passed: 0 })).toBeNull();
  });

  it('is red if any check failed', () => {
    expect(validationIndicator({ total: 3, warning: 1, failed: 1, passed: 1 })).toBe('red');
  });

  it('is amber if none failed and any warned', () => {
    expect(validationIndicator({ total: 2, warning: 1, failed: 0, passed: 1 })).toBe('amber');
  });

  it('is green if none failed or warned and any passed', () => {
    expect(validationIndicator({ total: 1, warning: 0, failed: 0, passed: 1 })).toBe('green');
  });

  it('is grey otherwise', () => {
    expect(validationIndicator({ total: 2, warning: 0, failed: 0, passed: 0 })).toBe('grey');
  });
});

describe('Validation tooltip gives the counts of warnings, failed and passed (programs spec §5)', () => {
  it('reads like 1 warning, 2 failed, 3 passed', () => {
    expect(validationTooltip({ total: 6, warning: 1, failed: 2, passed: 3 })).toBe(
      '1 warning, 2 failed, 3 passed',
    );
  });

  it('says warnings for any other count', () => {
    expect(validationTooltip({ total: 1, warning: 0, failed: 0, passed: 1 })).toBe(
      '0 warnings, 0 failed, 1 passed',
    );
    expect(validationTooltip({ total: 2, warning: 2, failed: 0, passed: 0 })).toBe(
      '2 warnings, 0 failed, 0 passed',
    );
  });
});
