import type { Instance } from '../instances/entities/instance.entity.js';
import { type AccountType, deriveAccountType } from './account-type.js';
import { type Account, ENTITY_TYPE } from './entities/account.entity.js';

const ENTITY_KIND = {
  [ENTITY_TYPE.business]: 'business',
  [ENTITY_TYPE.individual]: 'individual',
  [ENTITY_TYPE.government]: 'government',
} as const;

export function entityKindOf(account: Pick<Account, 'entityType'>) {
  return ENTITY_KIND[account.entityType];
}

/** The account type of the access spec §4 for a stored account on its instance. */
export function deriveAccountTypeOf(
  account: Pick<Account, 'entityType' | 'communityEntityType' | 'roles'>,
  instance: Pick<Instance, 'features' | 'programType'>,
): AccountType {
  return deriveAccountType({
    cdCommunityEntityType: account.communityEntityType,
    roles: account.roles,
    instanceFeatures: instance.features,
    instanceProgramType: instance.programType,
    entityKind: entityKindOf(account),
  });
}
