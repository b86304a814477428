import { acceptedDeclarations, type Declaration, declarationErrors } from './declarations.js';

const declaration = (more: Partial<Declaration>): Declaration => ({
  id: 1,
  programId: 7,
  statement: 'The answers are true',
  required: true,
  position: 0,
  ...more,
});
const truthful = declaration({ id: 1, position: 2 });
const sharing = declaration({ id: 2, statement: 'You may share my data', required: false, position: 1 });

describe('declarations an applicant accepts', () => {
  it('a required statement not accepted is refused under declarations.<id>', () => {
    expect(declarationErrors([truthful, sharing], [])).toEqual([
      {
        field: 'declarations.1',
        code: 'declarationRequired',
        message: 'You must accept the declaration "The answers are true"',
      },
    ]);
  });

  it('a statement accepted without a typed name is refused', () => {
    expect(declarationErrors([truthful], [{ id: 1, name: '   ' }])).toEqual([
      {
        field: 'declarations.1',
        code: 'declarationNameRequired',
        message: 'Type your full name to accept the declaration "The answers are true"',
      },
    ]);
  });

  it('a statement the program does not have is refused', () => {
    expect(
      declarationErrors(
        [truthful],
        [
          { id: 1, name: 'Ann Lee' },
          { id: 9, name: 'Ann Lee' },
        ],
      ),
    ).toEqual([
      {
        field: 'declarations.9',
        code: 'declarationNotFound',
        message: "The declaration 9 is not one of this program's",
      },
    ]);
  });

  it('the required ones accepted with a name, optional ones left, are enough', () => {
    expect(declarationErrors([truthful, sharing], [{ id: 1, name: 'Ann Lee' }])).toEqual([]);
  });

  it('keeps the statements accepted in reading order with the words read, the trimmed name and the time', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const given = [
      { id: 1, name: ' Ann Lee ' },
      { id: 2, name: 'Ann Lee' },
    ];
    expect(acceptedDeclarations([truthful, sharing], given, at)).toEqual([
      { id: 2, statement: 'You may share my data', name: 'Ann Lee', acceptedAt: '2026-11-27T10:00:00.000Z' },
      { id: 1, statement: 'The answers are true', name: 'Ann Lee', acceptedAt: '2026-11-27T10:00:00.000Z' },
    ]);
  });
});
