import { type Addon, addonErrors, chosenAddons } from './addons.js';

const addon = (more: Partial<Addon>): Addon => ({
  id: 1,
  programId: 7,
  name: 'Winter coat',
  description: null,
  amount: 80,
  formFields: [
    { name: 'size', label: 'Coat size', type: 'select', required: true, choices: ['S', 'M', 'L'] },
  ],
  position: 0,
  ...more,
});
const TODAY = '2026-11-27';
const coat = addon({});
const boots = addon({ id: 2, name: 'Boots', amount: 40, formFields: [], position: -1 });

describe('add-ons an applicant chooses', () => {
  it('refuses one the program does not offer, under addons.<id>', () => {
    expect(addonErrors([coat], [{ id: 9 }], TODAY)).toEqual([
      { field: 'addons.9', code: 'addonNotFound', message: "The add-on 9 is not one of this program's" },
    ]);
  });

  it("checks a chosen add-on's answers by its own fields, each error under addons.<id>.<field>", () => {
    const errors = addonErrors([coat], [{ id: 1, answers: {} }], TODAY);
    expect(errors).toEqual([
      { field: 'addons.1.size', code: 'fieldRequired', message: 'The field Coat size is required' },
    ]);
    expect(addonErrors([coat], [{ id: 1, answers: { size: 'M' } }], TODAY)).toEqual([]);
  });

  it('keeps the ones chosen in the program’s order, with name, amount and answers', () => {
    const given = [
      { id: 1, answers: { size: 'M' } },
      { id: 2, answers: {} },
    ];
    expect(chosenAddons([coat, boots], given)).toEqual([
      { id: 2, name: 'Boots', amount: 40, answers: {} },
      { id: 1, name: 'Winter coat', amount: 80, answers: { size: 'M' } },
    ]);
  });
});
