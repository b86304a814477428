import type { Instance } from '../instances/entities/instance.entity.js';
import type { User } from '../users/entities/user.entity.js';
import type { AccountType, AccountWire } from './account-type.js';
import { deriveAccountTypeOf, entityKindOf } from './account-type-of.js';
import type { Account } from './entities/account.entity.js';
import type { Business } from './entities/business.entity.js';
import type { Government } from './entities/government.entity.js';
import type { Individual } from './entities/individual.entity.js';

/** The English label shown for each derived account type. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  Government: 'Government',
  Reviewer: 'Reviewer',
  ReviewerMarket: 'Marketplace reviewer',
  Demo: 'Demo',
  Business: 'Business',
  Subscriber: 'Subscriber',
  Individual: 'Individual',
};

/** An account with what its wire form needs: its instance and the entity it stands for. */
export interface LoadedAccount {
  account: Account;
  instance: Instance;
  government?: Government;
  business?: Business;
  individual?: Individual;
}

const fullName = (first: string | null | undefined, last: string | null | undefined): string | null =>
  [first, last].filter((part) => part?.trim()).join(' ') || null;

/** The account's display name: the office, the company, or the person (the user's names as a fallback). */
export function accountName(
  loaded: LoadedAccount,
  user: Pick<User, 'firstName' | 'lastName'>,
): string | null {
  if (loaded.government) return loaded.government.name;
  if (loaded.business) return loaded.business.companyName;
  return (
    fullName(loaded.individual?.firstName, loaded.individual?.lastName) ??
    fullName(user.firstName, user.lastName)
  );
}

/** The Account of the access spec §3, in its wire names. */
export function accountView(
  loaded: LoadedAccount,
  user: Pick<User, 'firstName' | 'lastName' | 'profilePicUrl'>,
) {
  const { account, instance, government, business, individual } = loaded;
  const name = accountName(loaded, user);
  const accountType = deriveAccountTypeOf(account, instance);
  const wire: AccountWire = {
    cd_user: account.userId,
    cd_entity: account.entityId,
    cd_entitytype: account.entityType,
    cd_instance: account.instanceId,
    cd_community_entity: account.communityEntityType === null ? null : account.entityId,
    cd_community_entity_type: account.communityEntityType,
    name,
    instanceName: instance.name,
    subdomain: instance.subdomain,
    hasName: name !== null,
    logo:
      (business ? business.urlLogo : (individual?.profilePicUrl ?? user.profilePicUrl)) ?? instance.logoUrl,
    ic_active: account.active && instance.active,
    icShowInactiveInstances: account.showInactive,
    accountType: entityKindOf(account),
    accountTypeTranslation: ACCOUNT_TYPE_LABELS[accountType],
    instanceProgramType: instance.programType,
  };
  return {
    ...wire,
    useFwpDomain: instance.useFwpDomain,
    instance: {
      ds_name: instance.name,
      ds_logo: instance.logoUrl,
      ds_portal_url: instance.portalUrl,
      ds_program_type: instance.programType,
      use_fwp_domain: instance.useFwpDomain,
      ic_active: instance.active,
    },
    ...(government ? { government: { ds_name: government.name } } : {}),
    ...(business ? { ds_urllogo: business.urlLogo, ds_companyname: business.companyName } : {}),
    ...(individual
      ? { userProfile: { ds_profile_pic_url: individual.profilePicUrl ?? user.profilePicUrl } }
      : {}),
  };
}

export type AccountView = ReturnType<typeof accountView>;
