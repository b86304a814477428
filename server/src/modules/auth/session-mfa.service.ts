import { Injectable } from '@nestjs/common';
import type { Caller } from '../../common/auth/auth-context.js';
import type { AccountKey } from '../accounts/accounts.service.js';
import type { CodePurpose } from './entities/one-time-code.entity.js';
import { LoginEventsService } from './login-events.service.js';
import { authenticationFailed, OneTimeCodesService } from './one-time-codes.service.js';
import {
  mfaRequiredFor,
  type RequestOrigin,
  type SessionMfaChannel,
  SessionsService,
  type SwitchTarget,
  sessionMfaChannels,
  userIdOf,
} from './sessions.service.js';

/** The switch check's answer (API.md users/switch): whether the target asks for MFA, and on which channels. */
export interface MfaRequirement {
  mfa: { required: boolean; channels: SessionMfaChannel[] };
}

/**
 * The MFA screen (access spec §2, §4): after login (login token) it finishes session-v2; from a session
 * (switching accounts) it finishes the switch.
 */
@Injectable()
export class SessionMfaService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly codes: OneTimeCodesService,
    private readonly events: LoginEventsService,
  ) {}

  private purposeOf(caller: Caller): CodePurpose {
    if (caller.kind === 'session') this.sessions.assertMaySwitch(caller);
    return caller.kind === 'login' ? 'session' : 'switch';
  }

  /**
   * The switch check with a login token (API.md "Tokens"): no account is chosen yet, so nothing is switched
   * from; the answer says whether the target account asks for MFA. Opening it is session-v2's work.
   */
  async switchCheck(userId: number, key: AccountKey): Promise<MfaRequirement> {
    const { user, loaded } = await this.sessions.usableAccount(userId, key);
    return { mfa: { required: mfaRequiredFor(loaded), channels: sessionMfaChannels(user) } };
  }

  async send(caller: Caller, key: AccountKey, channel: SessionMfaChannel): Promise<void> {
    const purpose = this.purposeOf(caller);
    const { user, loaded } = await this.sessions.usableAccount(userIdOf(caller), key);
    if (!sessionMfaChannels(user).includes(channel)) throw authenticationFailed();
    await this.codes.issue({
      userId: user.id,
      instanceId: loaded.account.instanceId,
      instanceName: loaded.instance.name,
      purpose,
      accountId: loaded.account.id,
      channel,
      to: (channel === 'email' ? user.email : user.phone) ?? '',
    });
  }

  async verify(
    caller: Caller,
    key: AccountKey,
    code: string,
    origin: RequestOrigin,
  ): Promise<{ token: string } | SwitchTarget> {
    const purpose = this.purposeOf(caller);
    const { user, loaded } = await this.sessions.usableAccount(userIdOf(caller), key);
    try {
      await this.codes.redeem({ userId: user.id, purposes: [purpose], accountId: loaded.account.id }, code);
    } catch (error) {
      await this.events.record({
        instanceId: loaded.account.instanceId,
        userId: user.id,
        accountId: loaded.account.id,
        communityEntityType: loaded.account.communityEntityType,
        failureCode: 'authenticationFailed',
      });
      throw error;
    }
    if (caller.kind === 'session') return this.sessions.completeSwitch(caller, user, loaded, origin);
    return { token: await this.sessions.open(user, loaded, { signInId: caller.signInId }) };
  }
}
