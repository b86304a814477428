import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type QueryFailedError } from 'typeorm';
import {
  conflict,
  DomainException,
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
} from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { Account } from '../accounts/entities/account.entity.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { hasFeature } from '../instances/instance-features.js';
import { ProgramsService } from '../programs/programs.service.js';
import { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { OperationToken } from './entities/operation-token.entity.js';
import {
  isValidEmail,
  isValidLoginId,
  LOGIN_ID_INVALID,
  type LoginId,
  type MfaChannel,
  maskEmail,
  maskPhone,
  parseLoginId,
  splitMfaChannels,
} from './login-id.js';
import { OneTimeCodesService } from './one-time-codes.service.js';
import { OperationTokensService, RESET_LINK_MINUTES } from './operation-tokens.service.js';
import { PasswordsService, usedOrWeakPassword } from './passwords.service.js';
import { SessionsService } from './sessions.service.js';
import { TokenService } from './token.service.js';

export type DeniedReason =
  | 'program_not_opened_yet'
  | 'not_enough_budget_for_login'
  | 'program_closed'
  | 'not_found';
export type RecoveryOperation = 'change_password' | 'change_login_id';

export type FindLoginAnswer =
  | { reason: DeniedReason }
  | { token: string; mfa_channel: string; contact: string };

/** Who a recovery call is for: the holder of an MFA token (find-login) or a signed-in user (profile). */
export interface RecoveryCaller {
  userId: number;
  instanceId: number;
}

export const loginIdInUse = () => conflict(ERROR_CODE.loginIdInUse, 'This login id is already in use');
const loginIdUnchanged = () =>
  unprocessable([
    { field: 'newLoginId', code: ERROR_CODE.loginIdUnchanged, message: 'This is already your login id' },
  ]);
export const resetClosed = () =>
  forbidden('resetClosed', 'Password reset by link is not offered on this instance');
const tokenNotFound = () => notFound('tokenNotFound', 'This link is not valid or has expired');

const UNIQUE_VIOLATION = '23505';

/** The channels a user may get a recovery code on: their chosen ones, where a contact exists. */
function recoveryChannels(user: User): MfaChannel[] {
  return splitMfaChannels(user.mfaChannels.join('|')).filter((c) =>
    c === 'email' ? user.email : user.phone,
  );
}

/**
 * Account recovery (access spec §2 "Find login", §4): find-login, operation codes, set password, change
 * login id, and the older emailed reset link.
 */
@Injectable()
export class RecoveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly codes: OneTimeCodesService,
    private readonly operations: OperationTokensService,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    private readonly programs: ProgramsService,
  ) {}

  /** The bearer of an MFA token (from find-login) or of a live session (profile settings). */
  async callerOf(token: string | null): Promise<RecoveryCaller> {
    if (!token) throw unauthorized();
    const claims = this.tokens.verify(token, ['mfa', 'session']);
    if (claims.typ === 'session') await this.sessions.liveSession(claims.sid);
    return { userId: claims.sub, instanceId: claims.ins };
  }

  /** Whether another user signs in with this login id. */
  private async loginIdTaken(loginId: string, exceptUserId: number): Promise<boolean> {
    const other = await this.users.findByLoginId(loginId);
    return other !== null && other.id !== exceptUserId;
  }

  /** The user with an account on the instance under this login id, or null. */
  private async userOnInstance(loginId: string, instanceId: number): Promise<User | null> {
    const user = await this.users.findByLoginId(loginId);
    if (!user) return null;
    const held = await this.dataSource.getRepository(Account).existsBy({ userId: user.id, instanceId });
    return held ? user : null;
  }

  async findLogin(instance: Instance, rawLoginId: string): Promise<FindLoginAnswer> {
    if (instance.accessStatus !== 'open') return { reason: instance.accessStatus };
    if (await this.programs.budgetsSpent(instance.id)) return { reason: 'not_enough_budget_for_login' };
    const loginId = parseLoginId(rawLoginId);
    const user = await this.userOnInstance(rawLoginId, instance.id);
    if (!user) return { reason: 'not_found' };
    const channels = recoveryChannels(user);
    if (channels.length === 0) return { reason: 'not_found' };
    return {
      token: this.tokens.sign({ typ: 'mfa', sub: user.id, ins: instance.id }),
      mfa_channel: channels.join('|'),
      contact: loginId.kind === 'email' ? maskEmail(loginId.email) : maskPhone(loginId.phone),
    };
  }

  /** Sends a code for one operation; returns its id (operationId). */
  async requestCode(
    caller: RecoveryCaller,
    operation: RecoveryOperation,
    mfaChannel: MfaChannel | undefined,
    newLoginId: string | undefined,
  ): Promise<{ operationId: string }> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: caller.userId });
    const instance = await this.instanceOf(caller.instanceId);
    if (operation === 'change_login_id') {
      const target = this.newLoginIdOf(newLoginId);
      const id = target.kind === 'email' ? target.email : target.phone;
      if (id === (target.kind === 'email' ? user.email : user.phone)) throw loginIdUnchanged();
      if (await this.loginIdTaken(id, user.id)) throw loginIdInUse();
      const operationId = await this.codes.issue({
        userId: user.id,
        instanceId: instance.id,
        instanceName: instance.name,
        purpose: operation,
        channel: target.kind === 'email' ? 'email' : mfaChannel === 'call' ? 'call' : 'phone',
        to: id,
        newLoginId: id,
      });
      return { operationId };
    }
    const allowed = recoveryChannels(user);
    const channel = mfaChannel ?? allowed[0];
    if (!channel || !allowed.includes(channel))
      throw unauthorized('authenticationFailed', 'Authentication failed');
    const operationId = await this.codes.issue({
      userId: user.id,
      instanceId: instance.id,
      instanceName: instance.name,
      purpose: operation,
      channel,
      to: (channel === 'email' ? user.email : user.phone) ?? '',
    });
    return { operationId };
  }

  /**
   * Spends the operation's code for an operation token. `createLogin` tells the client whether the user
   * still has to create a login (no password yet) rather than reset one.
   */
  async verifyCode(caller: RecoveryCaller, operationId: string, code: string) {
    const row = await this.codes.redeem(
      { userId: caller.userId, purposes: ['change_password', 'change_login_id'], id: operationId },
      code,
    );
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: caller.userId });
    const token = await this.operations.issue({
      userId: caller.userId,
      instanceId: caller.instanceId,
      operation: row.purpose === 'change_login_id' ? 'change_login_id' : 'change_password',
      newLoginId: row.newLoginId,
    });
    return { token, createLogin: user.passwordHash === null };
  }

  /**
   * The login id a set-password token (an emailed create-login link, a reset by code) is for: the create-login
   * screen shows it as verified. The token's holder can set this login's password, so it tells nothing more.
   */
  async loginIdFor(token: string): Promise<{ loginId: string }> {
    const grant = await this.operations.find(token, ['change_password', 'create_login']);
    if (!grant) throw unauthorized();
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: grant.userId });
    return { loginId: user.email ?? user.phone ?? '' };
  }

  /** auth/set-password (create login, or reset by code): the create-login rules of §5. */
  async setPassword(token: string, password: string, confirmation: string): Promise<void> {
    const grant = await this.operations.find(token, ['change_password', 'create_login']);
    if (!grant) throw unauthorized();
    this.passwords.assertPolicy('createLogin', { password, confirmation });
    await this.replacePassword(grant, password, unauthorized);
  }

  /** forward-auth/account/change-login-id: the proven new login id replaces the one of its kind. */
  async changeLoginId(
    token: string,
    rawNewLoginId: string,
  ): Promise<{ token: string; newLoginChanged: true }> {
    const grant = await this.operations.find(token, ['change_login_id']);
    if (!grant) throw unauthorized();
    const target = this.newLoginIdOf(rawNewLoginId);
    const id = target.kind === 'email' ? target.email : target.phone;
    if (id !== grant.newLoginId) {
      throw unprocessable([
        {
          field: 'newLoginId',
          code: 'loginIdMismatch',
          message: 'This is not the login id the code was sent to',
        },
      ]);
    }
    if (await this.loginIdTaken(id, grant.userId)) throw loginIdInUse();
    try {
      await this.dataSource.transaction(async (em) => {
        if (!(await this.operations.spend(em, grant))) throw unauthorized();
        await em
          .getRepository(User)
          .update({ id: grant.userId }, target.kind === 'email' ? { email: id } : { phone: id });
      });
    } catch (error) {
      if ((error as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION) throw loginIdInUse();
      throw error;
    }
    const next = await this.operations.issue({
      userId: grant.userId,
      instanceId: grant.instanceId,
      operation: 'create_login',
    });
    return { token: next, newLoginChanged: true };
  }

  /** create-token: the same 204 whether or not the mail is known; a known one gets a single-use link. */
  async sendResetLink(instance: Instance, email: string, linkBase: string): Promise<void> {
    if (hasFeature(instance, 'closedSignUp')) throw resetClosed();
    if (!isValidEmail(email)) return;
    const user = await this.userOnInstance(email, instance.id);
    if (!user?.email) return;
    const link = await this.operations.emailedLink(
      { userId: user.id, instanceId: instance.id, operation: 'reset_link' },
      `${linkBase}/resetpassword`,
    );
    await this.delivery.send({
      instanceId: instance.id,
      channel: 'email',
      to: user.email,
      subject: `${instance.name}: reset your password`,
      body:
        `Someone asked to reset the password of your ${instance.name} account. To choose a new password, ` +
        `open ${link} within ${RESET_LINK_MINUTES} minutes. ` +
        'The link works once. If you did not ask for it, you can ignore this message.',
    });
  }

  /** validate-token/:token: the user the live link is for. */
  async validateResetLink(token: string): Promise<{ id: number }> {
    const grant = await this.liveResetLink(token);
    return { id: grant.userId };
  }

  /** update-password: the older reset's rules (8 characters, three of four classes); failures are 'weak'. */
  async updatePassword(token: string, password: string): Promise<void> {
    const grant = await this.liveResetLink(token);
    const violations = this.passwords.violations(
      'resetOld',
      { password, confirmation: password },
      { password: 'ds_password' },
    );
    if (violations.length > 0) throw usedOrWeakPassword(violations);
    await this.replacePassword(grant, password, tokenNotFound);
  }

  private async liveResetLink(token: string): Promise<OperationToken> {
    const grant = await this.operations.find(token, ['reset_link']);
    if (!grant) throw tokenNotFound();
    if (hasFeature(await this.instanceOf(grant.instanceId), 'closedSignUp')) throw resetClosed();
    return grant;
  }

  private async replacePassword(grant: OperationToken, password: string, spent: () => DomainException) {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: grant.userId });
    await this.passwords.assertNotCurrent(user, password);
    const passwordHash = await this.passwords.hash(password);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.operations.spend(em, grant))) throw spent();
      await this.passwords.store(em, grant.userId, passwordHash);
    });
  }

  private newLoginIdOf(raw: string | undefined): LoginId {
    if (!raw?.trim()) {
      throw unprocessable([
        {
          field: 'newLoginId',
          code: ERROR_CODE.fieldRequired,
          message: 'The field New login id is required',
        },
      ]);
    }
    if (!isValidLoginId(raw)) {
      throw unprocessable([{ field: 'newLoginId', ...LOGIN_ID_INVALID }]);
    }
    return parseLoginId(raw);
  }

  private instanceOf(id: number): Promise<Instance> {
    return this.dataSource.getRepository(Instance).findOneByOrFail({ id });
  }
}
