// What the caller may open: authProvider.canAccess and the menus ask the same question here.
import {
  ACCESS_LEVEL,
  hasAdminAccess,
  hasInstanceAccess,
  isTabVisible,
  type PermissionMap,
  permissionKeyForTab,
  TABS_BY_PERMISSION_KEY,
} from '../rules.js';
import { type Caller, levelOf } from './caller.js';

/** react-admin's actions; the last four write. */
export type Action = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete' | 'clone';
const WRITES = new Set<string>(['create', 'edit', 'delete', 'clone']);

/** The program portal's tabs in the order of their labels (programs spec §2). */
export const PROGRAM_PORTAL_TABS = [
  'users',
  'form',
  'create-program',
  'notification-tool',
  'organizations',
  'outreach-items',
  'workflow-editor',
  'reports',
  'analytics-dashboard',
  'settings',
  'contact-info',
  'launch-program',
  'denial-reasons',
  'information',
] as const;
export type ProgramPortalTab = (typeof PROGRAM_PORTAL_TABS)[number];

export const INSTANCE_PORTAL_TABS = TABS_BY_PERMISSION_KEY.InstanceConfig;
export type InstancePortalTab = (typeof INSTANCE_PORTAL_TABS)[number];

/**
 * The create-program tab's extra condition (programs spec §6 leaves it open; docs/decisions.md): the caller
 * must be able to create a program, i.e. hold ReadWrite on CreateProgram and on ProgramConfig, whose level
 * the programs resource asks for on POST. Read on CreateProgram alone still shows organizations.
 */
export const mayCreateProgram = (levels: PermissionMap): boolean =>
  levelOf(levels, 'CreateProgram') === ACCESS_LEVEL.ReadWrite &&
  levelOf(levels, 'ProgramConfig') === ACCESS_LEVEL.ReadWrite;

export function programTabVisible(tab: string, levels: PermissionMap): boolean {
  if (!isTabVisible(tab, levels)) return false;
  return tab !== 'create-program' || mayCreateProgram(levels);
}

export const visibleProgramTabs = (levels: PermissionMap): ProgramPortalTab[] =>
  PROGRAM_PORTAL_TABS.filter((tab) => programTabVisible(tab, levels));

export const visibleInstanceTabs = (levels: PermissionMap): InstancePortalTab[] =>
  INSTANCE_PORTAL_TABS.filter((tab) => isTabVisible(tab, levels));

/** Whether a tab's key allows writing (Read shows the tab read-only). */
export const tabWritable = (tab: string, levels: PermissionMap): boolean => {
  const key = permissionKeyForTab(tab);
  return key !== undefined && levelOf(levels, key) === ACCESS_LEVEL.ReadWrite;
};

/**
 * `resource` is an admin resource of the schema, or one of the hand-written areas: applications (the
 * queue), users, tools, reports, program-portal[.tab], instance-portal[.tab].
 */
export function canAccess(caller: Caller, action: string, resource: string): boolean {
  const { levels } = caller;
  const [area, tab] = resource.split('.');
  switch (area) {
    case 'applications':
    case 'reports':
      return true;
    case 'tools':
      return caller.isAdministrator;
    case 'users':
      return levelOf(levels, 'UserMgmt') >= (WRITES.has(action) ? ACCESS_LEVEL.ReadWrite : ACCESS_LEVEL.Read);
    case 'program-portal':
      return tab ? programTabVisible(tab, levels) : hasAdminAccess(levels) || mayCreateProgram(levels);
    case 'instance-portal':
      return tab ? isTabVisible(tab, levels) : hasInstanceAccess(levels);
    default: {
      const entry = caller.schema.find((r) => r.name === resource);
      if (!entry) return false;
      if (!WRITES.has(action)) return true;
      if (entry.access !== 'ReadWrite') return false;
      const operation = action === 'edit' ? 'update' : action === 'clone' ? 'create' : action;
      return (entry.operations as string[]).includes(operation);
    }
  }
}
