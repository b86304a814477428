import type { FormField } from '../../contract/programs.js';
import { fileIdsOfAnswers } from './file-answers.js';

const field = (name: string, type: FormField['type']): FormField => ({
  name,
  label: name,
  type,
  required: false,
});
const FIELDS = [field('fullName', 'text'), field('lease', 'file'), field('payslips', 'file')];

describe('the file ids a submitted form names', () => {
  it('reads the id of each file field’s answer, in the form’s order', () => {
    const answers = {
      payslips: { id: 9, name: 'may.pdf', size: 10 },
      lease: { id: 4, name: 'lease.pdf', size: 20 },
    };
    expect(fileIdsOfAnswers(FIELDS, answers)).toEqual([4, 9]);
  });

  it('takes a bare id and a list of files, each id once', () => {
    expect(fileIdsOfAnswers(FIELDS, { lease: 4, payslips: [{ id: 5 }, { id: 4 }, 6] })).toEqual([4, 5, 6]);
  });

  it('ignores ids in other fields’ answers', () => {
    expect(fileIdsOfAnswers(FIELDS, { fullName: { id: 3 } })).toEqual([]);
  });

  it.each([
    ['nothing', undefined],
    ['a file chosen before uploads (name only)', { name: 'lease.pdf', size: 3, type: 'application/pdf' }],
    ['a text', '12'],
    ['a fraction', { id: 1.5 }],
    ['zero', { id: 0 }],
    ['a negative id', -2],
    ['an id too large', { id: 2 ** 31 }],
    ['null', null],
  ])('finds no file in %s', (_what, answer) => {
    expect(fileIdsOfAnswers(FIELDS, { lease: answer })).toEqual([]);
  });
});
