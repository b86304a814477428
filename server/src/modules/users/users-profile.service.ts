import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { forbidden, unprocessable } from '../../common/errors/domain.exception.js';
import { fieldErrors, setNameRules } from '../../common/validation/field-rules.js';
import type { AccountWire, Me, MeProfile } from '../../contract/accounts.js';
import { ACCOUNT_TYPE_LABELS } from '../accounts/account-view.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { Account, ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { Individual } from '../accounts/entities/individual.entity.js';
import { landingRouteFor } from '../accounts/landing-route.js';
import { verifyPassword } from '../auth/password-hasher.js';
import { PasswordsService } from '../auth/passwords.service.js';
import { User } from './entities/user.entity.js';

const profileOf = (user: User, entityType: number | null): MeProfile => ({
  ds_mail: user.email,
  ds_username: user.email ?? user.phone,
  ds_firstname: user.firstName,
  ds_lastname: user.lastName,
  cd_entitytype: entityType,
});

/** The signed-in user's own data: the session user of §3, their name, their password. */
@Injectable()
export class UsersProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordsService,
  ) {}

  accountsOf(userId: number): Promise<AccountWire[]> {
    return this.accounts.viewsOf(userId);
  }

  /** users/me: the session user of the access spec §3, with its landing route (§2). */
  async me(caller: SessionCaller): Promise<Me> {
    const { user, account, accountType } = caller;
    return {
      id: user.id,
      id_entity: account.entityId,
      id_entity_type: account.entityType,
      cd_instance: account.instanceId,
      instanceFeatures: caller.instance.features,
      cd_community_entity_type: account.communityEntityType,
      roles: account.roles,
      profile: profileOf(user, account.entityType),
      accountType,
      accountTypeTranslation: ACCOUNT_TYPE_LABELS[accountType],
      ic_show_inactive_instances: account.showInactive,
      accounts: await this.accountsOf(user.id),
      email: user.email,
      default_lang: user.defaultLanguage,
      landingRoute: landingRouteFor(accountType),
    };
  }

  /**
   * The account-name setting (§2): the user's names, and those of their individual accounts that have none
   * yet (the account that sent them to this screen).
   */
  async setName(callerUserId: number, userId: number, first: string, last: string) {
    if (callerUserId !== userId) throw forbidden('forbidden', 'You may only change your own name');
    const errors = fieldErrors([
      { field: 'ds_firstname', value: first, rules: setNameRules('first') },
      { field: 'ds_lastname', value: last, rules: setNameRules('last') },
    ]);
    if (errors.length > 0) throw unprocessable(errors);
    const firstName = first.trim();
    const lastName = last.trim();
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(User).update({ id: userId }, { firstName, lastName });
      const individualIds = (
        await em.getRepository(Account).findBy({ userId, entityType: ENTITY_TYPE.individual })
      ).map((a) => a.entityId);
      if (individualIds.length === 0) return;
      await em
        .createQueryBuilder()
        .update(Individual)
        .set({ firstName, lastName })
        .where({ id: In(individualIds) })
        .andWhere("coalesce(trim(first_name), '') = '' AND coalesce(trim(last_name), '') = ''")
        .execute();
    });
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    return { id: user.id, ...profileOf(user, null) };
  }

  /** users/change-password (§5): the change rules, the current password, and not the same one again. */
  async changePassword(caller: SessionCaller, current: string, password: string, confirmation: string) {
    this.passwords.assertPolicy('change', { currentPassword: current, password, confirmation });
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: caller.user.id });
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current))) {
      throw unprocessable([
        {
          field: 'current_password',
          code: 'currentPasswordIncorrect',
          message: 'The current password is incorrect',
        },
      ]);
    }
    await this.passwords.assertNotCurrent(user, password);
    await this.passwords.storeNow(user.id, password, caller.sessionId);
    return { result: true };
  }
}
