// Admin and instance portal permissions (programs spec §6 "Roles and permissions").

export const ACCESS_LEVEL = { Hidden: 0, Read: 1, ReadWrite: 2 } as const;
export type AccessLevel = (typeof ACCESS_LEVEL)[keyof typeof ACCESS_LEVEL];

export const TABS_BY_PERMISSION_KEY = {
  ProgramConfig: ['settings', 'contact-info', 'launch-program', 'information'],
  UserMgmt: ['users', 'outreach-items'],
  FormConfig: ['form'],
  CreateProgram: ['create-program', 'organizations'],
  Communications: ['notification-tool', 'denial-reasons'],
  WorkflowConfig: ['workflow-editor'],
  ReportsConfig: ['reports'],
  AnalyticsDashboardConfig: ['analytics-dashboard'],
  InstanceConfig: ['branding', 'security', 'content', 'instance-notifications'],
} as const;

export type PermissionKey = keyof typeof TABS_BY_PERMISSION_KEY;
export type PortalTab = (typeof TABS_BY_PERMISSION_KEY)[PermissionKey][number];
export type PermissionMap = Partial<Record<PermissionKey, AccessLevel>>;

export const PERMISSION_KEYS = Object.keys(TABS_BY_PERMISSION_KEY) as PermissionKey[];

/** Any of these at Read or more opens the program (admin) portal. */
export const ADMIN_PERMISSION_KEYS: readonly PermissionKey[] = [
  'AnalyticsDashboardConfig',
  'Communications',
  'FormConfig',
  'ProgramConfig',
  'ReportsConfig',
  'UserMgmt',
  'WorkflowConfig',
];

// 'Write' appears inside Access lists and grants ReadWrite.
const LEVEL_BY_NAME = new Map<string, AccessLevel>([
  ['Hidden', ACCESS_LEVEL.Hidden],
  ['Read', ACCESS_LEVEL.Read],
  ['ReadWrite', ACCESS_LEVEL.ReadWrite],
  ['Write', ACCESS_LEVEL.ReadWrite],
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAccessLevel = (value: number): value is AccessLevel => value === 0 || value === 1 || value === 2;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Accepts a level name, a level number, an object with an Access list, or JSON of any of these.
 * Anything else is Hidden, so unreadable permissions never open a tab.
 */
export function parsePermissionValue(value: unknown): AccessLevel {
  if (typeof value === 'number') return isAccessLevel(value) ? value : ACCESS_LEVEL.Hidden;
  // A JSON-decoded string is shorter than its source, so this recursion ends.
  if (typeof value === 'string') return LEVEL_BY_NAME.get(value) ?? parsePermissionValue(parseJson(value));
  if (isRecord(value) && Array.isArray(value.Access)) return highestLevel(value.Access);
  return ACCESS_LEVEL.Hidden;
}

export const highestLevel = (values: readonly unknown[]): AccessLevel =>
  Math.max(ACCESS_LEVEL.Hidden, ...values.map(parsePermissionValue)) as AccessLevel;

/** Permissions may arrive as a JSON string; keys outside PERMISSION_KEYS are dropped. */
export function parsePermissionMap(input: unknown): PermissionMap {
  const source = typeof input === 'string' ? parseJson(input) : input;
  const map: PermissionMap = {};
  if (!isRecord(source)) return map;
  for (const key of PERMISSION_KEYS) {
    if (Object.hasOwn(source, key)) map[key] = parsePermissionValue(source[key]);
  }
  return map;
}

/** The highest level across the user's roles applies. */
export function combinePermissionMaps(inputs: readonly unknown[]): PermissionMap {
  const maps = inputs.map(parsePermissionMap);
  const combined: PermissionMap = {};
  for (const key of PERMISSION_KEYS) {
    const levels = maps.filter((map) => Object.hasOwn(map, key)).map((map) => map[key]);
    if (levels.length > 0) combined[key] = highestLevel(levels);
  }
  return combined;
}

const levelOf = (map: PermissionMap, key: PermissionKey): AccessLevel => map[key] ?? ACCESS_LEVEL.Hidden;

export const permissionKeyForTab = (tab: string): PermissionKey | undefined =>
  PERMISSION_KEYS.find((key) => (TABS_BY_PERMISSION_KEY[key] as readonly string[]).includes(tab));

/**
 * Hidden when its key is Hidden or missing, and for unknown tabs. The create-program tab has a
 * further condition the specification does not give; callers add it.
 */
export function isTabVisible(tab: string, map: PermissionMap): boolean {
  const key = permissionKeyForTab(tab);
  return key !== undefined && levelOf(map, key) >= ACCESS_LEVEL.Read;
}

export const hasAdminAccess = (map: PermissionMap): boolean =>
  ADMIN_PERMISSION_KEYS.some((key) => levelOf(map, key) >= ACCESS_LEVEL.Read);

export const hasInstanceAccess = (map: PermissionMap): boolean =>
  levelOf(map, 'InstanceConfig') >= ACCESS_LEVEL.Read;

export const canWrite = (level: AccessLevel): boolean => level === ACCESS_LEVEL.ReadWrite;
