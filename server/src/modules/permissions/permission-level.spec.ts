import {
  ACCESS_LEVEL,
  canWrite,
  combinePermissionMaps,
  hasAdminAccess,
  hasInstanceAccess,
  highestLevel,
  isTabVisible,
  PERMISSION_KEYS,
  parsePermissionMap,
  parsePermissionValue,
  permissionKeyForTab,
  TABS_BY_PERMISSION_KEY,
} from './permission-level.js';

const { Hidden, Read, ReadWrite } = ACCESS_LEVEL;

describe('Access levels are Hidden (0), Read (1), ReadWrite (2) (programs spec §6)', () => {
  it('have those values', () => {
    expect(ACCESS_LEVEL).toEqual({ Hidden: 0, Read: 1, ReadWrite: 2 });
  });

  it('only ReadWrite allows writing', () => {
    expect(canWrite(ReadWrite)).toBe(true);
    expect(canWrite(Read)).toBe(false);
    expect(canWrite(Hidden)).toBe(false);
  });
});

describe('A permission value is a string or an object with an Access list (programs spec §6)', () => {
  it('reads the level names', () => {
    expect(parsePermissionValue('Hidden')).toBe(Hidden);
    expect(parsePermissionValue('Read')).toBe(Read);
    expect(parsePermissionValue('ReadWrite')).toBe(ReadWrite);
  });

  it('reads the level numbers 0 to 2', () => {
    expect(parsePermissionValue(0)).toBe(Hidden);
    expect(parsePermissionValue(1)).toBe(Read);
    expect(parsePermissionValue(2)).toBe(ReadWrite);
  });

  it('allows Write when the Access list contains Write', () => {
    expect(parsePermissionValue({ Access: ['Read', 'Write'] })).toBe(ReadWrite);
    expect(parsePermissionValue({ Access: ['Read'] })).toBe(Read);
    expect(parsePermissionValue({ Access: [] })).toBe(Hidden);
  });

  it('may arrive as a JSON string of either', () => {
    expect(parsePermissionValue('{"Access":["Read","Write"]}')).toBe(ReadWrite);
    expect(parsePermissionValue('"Read"')).toBe(Read);
    expect(parsePermissionValue('1')).toBe(Read);
  });

  it('is Hidden when it cannot be read', () => {
    for (const value of [
      'read',
      'Admin',
      '{oops',
      3,
      1.5,
      -1,
      null,
      undefined,
      ['Read'],
      { Access: 'Write' },
    ]) {
      expect(parsePermissionValue(value)).toBe(Hidden);
    }
  });
});

describe("The highest level across the user's roles applies (programs spec §6)", () => {
  it('takes the highest of the values', () => {
    expect(highestLevel(['Read', 'Hidden', { Access: ['Write'] }])).toBe(ReadWrite);
    expect(highestLevel(['Hidden', 1])).toBe(Read);
    expect(highestLevel([])).toBe(Hidden);
  });

  it('combines the maps of several roles key by key', () => {
    expect(
      combinePermissionMaps([
        { UserMgmt: 'Read', FormConfig: 'ReadWrite' },
        '{"UserMgmt":{"Access":["Read","Write"]},"FormConfig":"Hidden"}',
      ]),
    ).toEqual({ UserMgmt: ReadWrite, FormConfig: ReadWrite });
  });
});

describe('Permissions may arrive as a JSON string (programs spec §6)', () => {
  it('parses a map from an object or a JSON string', () => {
    const expected = { ProgramConfig: ReadWrite, InstanceConfig: Read };
    expect(
      parsePermissionMap({ ProgramConfig: { Access: ['Read', 'Write'] }, InstanceConfig: 'Read' }),
    ).toEqual(expected);
    expect(
      parsePermissionMap('{"ProgramConfig":{"Access":["Read","Write"]},"InstanceConfig":"Read"}'),
    ).toEqual(expected);
  });

  it('drops unknown keys and unreadable input', () => {
    expect(parsePermissionMap({ Billing: 'ReadWrite', UserMgmt: 'Read' })).toEqual({ UserMgmt: Read });
    expect(parsePermissionMap('not json')).toEqual({});
    expect(parsePermissionMap(null)).toEqual({});
    expect(parsePermissionMap('[1,2]')).toEqual({});
  });
});

describe('Admin tabs gated by permission key (programs spec §6 table)', () => {
  it('maps each key to its tabs', () => {
    expect(TABS_BY_PERMISSION_KEY).toEqual({
      ProgramConfig: ['settings', 'contact-info', 'launch-program', 'information'],
      UserMgmt: ['users', 'outreach-items'],
      FormConfig: ['form'],
      CreateProgram: ['create-program', 'organizations'],
      Communications: ['notification-tool', 'denial-reasons'],
      WorkflowConfig: ['workflow-editor'],
      ReportsConfig: ['reports'],
      AnalyticsDashboardConfig: ['analytics-dashboard'],
      InstanceConfig: ['branding', 'security', 'content', 'instance-notifications'],
    });
    expect(PERMISSION_KEYS).toEqual(Object.keys(TABS_BY_PERMISSION_KEY));
  });

  it('finds the key of a tab', () => {
    expect(permissionKeyForTab('denial-reasons')).toBe('Communications');
    expect(permissionKeyForTab('branding')).toBe('InstanceConfig');
    expect(permissionKeyForTab('billing')).toBeUndefined();
  });

  it('shows a tab whose key is Read or ReadWrite', () => {
    expect(isTabVisible('users', { UserMgmt: Read })).toBe(true);
    expect(isTabVisible('outreach-items', { UserMgmt: ReadWrite })).toBe(true);
  });

  it('hides a tab whose key is Hidden or missing', () => {
    expect(isTabVisible('users', { UserMgmt: Hidden })).toBe(false);
    expect(isTabVisible('users', { FormConfig: ReadWrite })).toBe(false);
  });

  it('hides unknown tabs', () => {
    expect(isTabVisible('billing', { UserMgmt: ReadWrite })).toBe(false);
  });
});

describe('Admin access (programs spec §6)', () => {
  it.each([
    'AnalyticsDashboardConfig',
    'Communications',
    'FormConfig',
    'ProgramConfig',
    'ReportsConfig',
    'UserMgmt',
    'WorkflowConfig',
  ] as const)('is granted by %s at Read or more', (key) => {
    expect(hasAdminAccess({ [key]: Read })).toBe(true);
    expect(hasAdminAccess({ [key]: ReadWrite })).toBe(true);
    expect(hasAdminAccess({ [key]: Hidden })).toBe(false);
  });

  it('is not granted by CreateProgram or InstanceConfig alone', () => {
    expect(hasAdminAccess({ CreateProgram: ReadWrite, InstanceConfig: ReadWrite })).toBe(false);
    expect(hasAdminAccess({})).toBe(false);
  });
});

describe('Instance access is granted by InstanceConfig at Read or more (programs spec §6)', () => {
  it('follows InstanceConfig only', () => {
    expect(hasInstanceAccess({ InstanceConfig: Read })).toBe(true);
    expect(hasInstanceAccess({ InstanceConfig: ReadWrite })).toBe(true);
    expect(hasInstanceAccess({ InstanceConfig: Hidden })).toBe(false);
    expect(hasInstanceAccess({ ProgramConfig: ReadWrite })).toBe(false);
  });
});
