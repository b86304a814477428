import { formSections } from './record-form.js';

const field = (name: string, type = 'text') => ({ name, label: `Label of ${name}`, type });

describe('the record lays the answers out by the form', () => {
  it("is one untitled section of the form's fields in order, when every answer has its field", () => {
    expect(
      formSections({
        formFields: [field('income', 'number'), field('name')],
        answers: { name: 'A', income: 3 },
      }),
    ).toEqual([{ title: null, fields: [field('income', 'number'), field('name')] }]);
  });

  it('puts answers whose field the form no longer has last, in an untitled section labelled by their name', () => {
    expect(formSections({ formFields: [field('name')], answers: { name: 'A', pets: 2, age: 40 } })).toEqual([
      { title: null, fields: [field('name')] },
      {
        title: null,
        fields: [
          { name: 'pets', label: 'pets', type: 'text' },
          { name: 'age', label: 'age', type: 'text' },
        ],
      },
    ]);
  });

  it('keeps only name, label and type of a field', () => {
    const withChoices = { ...field('colour', 'select'), required: true, choices: ['red'] };
    expect(formSections({ formFields: [withChoices], answers: {} })).toEqual([
      { title: null, fields: [field('colour', 'select')] },
    ]);
  });
});
