import { answerText } from './answer-text.js';

const english = { yes: 'Yes', no: 'No', number: (n: number) => n.toLocaleString('en-US') };

describe('answerText: an answer as it reads', () => {
  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'Yes'],
    [false, 'No'],
    [2400, '2,400'],
    ['text', 'text'],
    [['a', null, 'b'], 'a, b'],
    [[], '—'],
    [{ id: 7, name: 'lease.pdf', size: 1200 }, 'lease.pdf'],
    [{ name: 'utility-bill.pdf', fileId: 'utility-bill-6956' }, 'utility-bill.pdf'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j reads %s', (value, text) => {
    expect(answerText(value, english)).toBe(text);
  });

  it("says yes and no in the page's words, and numbers as they are without a format", () => {
    expect(answerText(true, { yes: 'Sí', no: 'No' })).toBe('Sí');
    expect(answerText(2400, { yes: 'Sí', no: 'No' })).toBe('2400');
  });
});
