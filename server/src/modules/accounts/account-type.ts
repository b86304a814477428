// Account type derivation and what each type may do (access spec §1 and §4).
import {
  ACCOUNT_TYPES,
  type AccountType,
  type AccountWire,
  type EntityKind,
  type InstanceProgramType,
} from '../../contract/accounts.js';
import type { InstanceFeature } from '../../contract/instance-features.js';
import { COMMUNITY_ENTITY_TYPE } from './instance-constants.js';
import { isAdministrator } from './roles.js';

export { ACCOUNT_TYPES, type AccountType, type AccountWire, type EntityKind, type InstanceProgramType };

/** The fields session-v2, switch and the MFA calls name an account by. */
export const accountKey = (a: AccountWire) => ({
  cd_user: a.cd_user,
  entity_id: a.cd_entity,
  cd_instance: a.cd_instance,
  entity_type: a.cd_entitytype,
  cd_community_entity: a.cd_community_entity,
  cd_community_entity_type: a.cd_community_entity_type,
});

export interface AccountTypeInput {
  cdCommunityEntityType: number | null;
  roles: number[];
  /** The instance's features: subscriberAccounts and demoAccounts change the derived type. */
  instanceFeatures: readonly InstanceFeature[];
  instanceProgramType: InstanceProgramType;
  entityKind: EntityKind;
}

export function deriveAccountType(input: AccountTypeInput): AccountType {
  const { cdCommunityEntityType, roles, instanceFeatures, instanceProgramType, entityKind } = input;
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
    if (instanceFeatures.includes('demoAccounts')) return 'Demo';
    return 'Government';
  }
  // Without a community type the entity kind decides.
  const business =
    cdCommunityEntityType === null
      ? entityKind === 'business'
      : cdCommunityEntityType === COMMUNITY_ENTITY_TYPE.business;
  if (business) return 'Business';
  return instanceFeatures.includes('subscriberAccounts') ? 'Subscriber' : 'Individual';
}

const SIGN_IN_ACCOUNT_TYPES = new Set<string>([
  'Government',
  'Individual',
  'Business',
  'Reviewer',
  'ReviewerMarket',
]);

/** Subscriber and Demo are no kind of account of their own: Individual and Government accounts on instances with those features. */
const STORED_TYPE_OF: Readonly<Record<string, string>> = { Subscriber: 'Individual', Demo: 'Government' };

/**
 * Who may sign in (access spec §1): Government, Individual, Business, Reviewer and ReviewerMarket accounts.
 * Subscriber and Demo accounts are those of the §4 derivation, so they sign in as the Individual and
 * Government accounts they are (DEMO.md's subscriber); Partner, Household and the session layer's own names
 * (remover, review-manager) do not. Takes the derived type or the stored kind's type name.
 */
export const canSignIn = (accountType: string): boolean =>
  SIGN_IN_ACCOUNT_TYPES.has(STORED_TYPE_OF[accountType] ?? accountType);

/** Only government and business accounts may switch to another account. */
export const canSwitchFrom = (entityKind: EntityKind): boolean =>
  entityKind === 'government' || entityKind === 'business';
