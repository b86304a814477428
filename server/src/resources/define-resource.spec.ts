import { defineResource, describeResource, type ResourceDefinition } from './define-resource.js';

class Thing {}

const valid: ResourceDefinition = {
  name: 'things',
  label: 'Things',
  entity: Thing,
  permissionKey: 'ProgramConfig',
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    { name: 'name', type: 'string', label: 'Name', required: true },
    { name: 'kind', type: 'enum', label: 'Kind', choices: [{ id: 'a', name: 'A' }] },
    { name: 'data', type: 'json', label: 'Data' },
  ],
  listColumns: ['id', 'name'],
  filters: [{ name: 'q', operator: 'search', fields: ['name'] }],
  sortable: ['id', 'name'],
  defaultSort: ['name', 'ASC'],
};

describe('defineResource refuses a definition the generic controller could not serve', () => {
  it('accepts a consistent definition as it is', () => {
    expect(defineResource(valid)).toBe(valid);
  });

  it.each<[string, Partial<ResourceDefinition>, string]>([
    ['a name that is not kebab case', { name: 'Things' }, 'name must be lower-case kebab and not "schema"'],
    ['the name of the schema route', { name: 'schema' }, 'name must be lower-case kebab and not "schema"'],
    [
      'no read-only id',
      { fields: valid.fields.slice(1) },
      'needs a read-only `id` field (react-admin keys records by it)',
    ],
    ['an unknown list column', { listColumns: ['id', 'colour'] }, 'listColumns names unknown field colour'],
    ['sorting by JSON', { sortable: ['id', 'data'] }, 'cannot sort by data'],
    ['a default sort that is not sortable', { defaultSort: ['kind', 'ASC'] }, 'defaultSort must be sortable'],
    [
      'a filter on an unknown field',
      { filters: [{ name: 'colour', operator: 'eq' }] },
      'filter colour names unknown field colour',
    ],
    [
      'a second id filter',
      { filters: [{ name: 'id', operator: 'in' }] },
      'filter id is declared twice (id is built in)',
    ],
    [
      'a search without fields',
      { filters: [{ name: 'q', operator: 'search' }] },
      'search filter q needs fields',
    ],
    [
      'an enum without choices',
      { fields: [...valid.fields, { name: 'size', type: 'enum', label: 'Size' }] },
      'size: enum fields need choices',
    ],
    [
      'a reference without a target',
      { fields: [...valid.fields, { name: 'ownerId', type: 'reference', label: 'Owner' }] },
      'ownerId: reference needs a target',
    ],
  ])('%s', (_, change, problem) => {
    expect(() => defineResource({ ...valid, ...change })).toThrow(
      `Resource ${change.name ?? 'things'}: ${problem}`,
    );
  });
});

describe('describeResource checks a resource served by its own controller the same way', () => {
  const { entity: _, ...described } = valid;

  it('accepts a view filter that offers its own choices and tests no field', () => {
    const tabs = { name: 'tab', operator: 'view', choices: [{ id: 'all', name: 'All' }] } as const;
    expect(describeResource({ ...described, filters: [tabs] }).filters).toEqual([tabs]);
  });

  it('refuses a view filter without choices', () => {
    expect(() => describeResource({ ...described, filters: [{ name: 'tab', operator: 'view' }] })).toThrow(
      'Resource things: view filter tab needs choices',
    );
  });

  it('refuses what defineResource refuses', () => {
    expect(() => describeResource({ ...described, sortable: ['id', 'data'] })).toThrow(
      'Resource things: cannot sort by data',
    );
  });
});
