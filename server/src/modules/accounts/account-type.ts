// Account type derivation and what each type may do (access spec §1 and §4).
import { AI_DEMO_INSTANCE_ID, COMMUNITY_ENTITY_TYPE, SERVICE_INSTANCE_ID } from './instance-constants.js';
import { isAdministrator } from './roles.js';

export const ACCOUNT_TYPES = [
  'Government',
  'Reviewer',
  'ReviewerMarket',
  'Demo',
  'Business',
  'Subscriber',
  'Individual',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export type EntityKind = 'government' | 'business' | 'individual';
export type InstanceProgramType = 'marketplace' | 'workflow' | 'other';

export interface AccountTypeInput {
  cdCommunityEntityType: number | null;
  roles: number[];
  instanceId: number;
  instanceProgramType: InstanceProgramType;
  entityKind: EntityKind;
}

export function deriveAccountType(input: AccountTypeInput): AccountType {
  const { cdCommunityEntityType, roles, instanceId, instanceProgramType, entityKind } = input;
  const admin = isAdministrator(roles);
  // Role 99 marks a government account and rules out the reviewer types.
  if (entityKind === 'government' || admin) {
    if (
      instanceProgramType === 'workflow' &&
      !admin &&
      cdCommunityEntityType !== COMMUNITY_ENTITY_TYPE.individual
    ) {
      return 'Reviewer';
    }
    if (instanceProgramType === 'marketplace' && !admin) return 'ReviewerMarket';
    if (instanceId === AI_DEMO_INSTANCE_ID) return 'Demo';
    return 'Government';
  }
  // Without a community type the entity kind decides.
  const business =
    cdCommunityEntityType === null
      ? entityKind === 'business'
      : cdCommunityEntityType === COMMUNITY_ENTITY_TYPE.business;
  if (business) return 'Business';
  return instanceId === SERVICE_INSTANCE_ID ? 'Subscriber' : 'Individual';
}

const SIGN_IN_ACCOUNT_TYPES = new Set<string>([
  'Government',
  'Individual',
  'Business',
  'Reviewer',
  'ReviewerMarket',
]);

/** Takes any session type name: Partner, Household, Demo and Subscriber accounts may not sign in. */
export const canSignIn = (accountType: string): boolean => SIGN_IN_ACCOUNT_TYPES.has(accountType);

/** Only government and business accounts may switch to another account. */
export const canSwitchFrom = (entityKind: EntityKind): boolean =>
  entityKind === 'government' || entityKind === 'business';
