import { programNameProblem } from './first-program.js';

describe('programNameProblem', () => {
  it('takes a name of 1 to 200 characters once trimmed', () => {
    expect(programNameProblem(' Rent help ')).toBeNull();
    expect(programNameProblem('x'.repeat(200))).toBeNull();
  });

  it('refuses an empty or blank name', () => {
    expect(programNameProblem('  ')).toBe('a program needs a name');
  });

  it('refuses a name longer than 200 characters', () => {
    expect(programNameProblem('x'.repeat(201))).toBe("a program's name has at most 200 characters");
  });
});
