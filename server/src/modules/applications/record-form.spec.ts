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

  it("groups the fields by the form's sections, titled, as the applicant filled them in", () => {
    const sectioned = [
      { ...field('name'), section: 'About you' },
      { ...field('size', 'number'), section: 'Household' },
      field('income', 'number'),
    ];
    expect(formSections({ formFields: sectioned, answers: { name: 'A', size: 3, pets: 1 } })).toEqual([
      { title: 'About you', fields: [field('name')] },
      { title: 'Household', fields: [field('size', 'number'), field('income', 'number')] },
      { title: null, fields: [{ name: 'pets', label: 'pets', type: 'text' }] },
    ]);
  });
});
