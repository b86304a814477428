import { defineResource } from '../../resources/define-resource.js';
import { Instance } from './entities/instance.entity.js';

/**
 * Failed sign-ins in a row before a lockout: below 3 a couple of typos lock people out, above 10 guessing
 * gets too many tries (docs/decisions.md).
 */
export const LOCKOUT_THRESHOLDS = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/** How long a lockout lasts, in minutes: from 5 minutes to a day. */
export const LOCKOUT_MINUTES = [5, 10, 15, 30, 60, 120, 240, 480, 1440] as const;

const choicesOf = (values: readonly number[]) => values.map((value) => ({ id: value, name: String(value) }));

/**
 * The instance portal's Security tab (programs spec §2, §6 InstanceConfig): MFA for every account, the
 * login captcha, the lockout after failed sign-ins, and whether the sync report is on for the instance's
 * reviewers. One record, the caller's own instance; edited, never created or deleted. Login reads these
 * columns (login.service.ts, sessions.service.ts), so a saved change holds from the next sign-in.
 */
export const instanceSecurityResource = defineResource({
  name: 'instance-security',
  label: 'Security',
  entity: Instance,
  permissionKey: 'InstanceConfig',
  tenantProperty: 'id',
  operations: ['update'],
  versionField: 'updatedAt',
  fields: [
    { name: 'id', type: 'number', label: 'Instance', readOnly: true },
    { name: 'mfaRequired', type: 'boolean', label: 'MFA required for every account' },
    { name: 'captchaEnabled', type: 'boolean', label: 'Captcha on the login page' },
    {
      name: 'lockoutThreshold',
      type: 'enum',
      label: 'Failed sign-ins before a lockout',
      required: true,
      choices: choicesOf(LOCKOUT_THRESHOLDS),
    },
    {
      name: 'lockoutMinutes',
      type: 'enum',
      label: 'Lockout minutes',
      required: true,
      choices: choicesOf(LOCKOUT_MINUTES),
    },
    { name: 'syncReportEnabled', type: 'boolean', label: 'Sync report for reviewers' },
    { name: 'updatedAt', type: 'date', label: 'Updated', readOnly: true },
  ],
  listColumns: ['id', 'mfaRequired', 'captchaEnabled', 'lockoutThreshold', 'lockoutMinutes'],
  sortable: ['id'],
  defaultSort: ['id', 'ASC'],
});
