import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { unauthorized, unprocessable } from '../../common/errors/domain.exception.js';
import { Account } from '../accounts/entities/account.entity.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { OperationTokensService } from './operation-tokens.service.js';
import { type RequestOrigin, SessionsService } from './sessions.service.js';
import { ssoRedirectUrl, ssoTargetOf } from './sso-link.js';

/** A single sign-on link is for the browser's next page load: two minutes, once. */
export const SSO_LINK_MINUTES = 2;

export const ssoTokenInvalid = () =>
  unauthorized('ssoTokenInvalid', 'This sign-on link is not valid, has been used or has expired');

export const nextUrlNotOurs = () =>
  unprocessable([
    {
      field: 'nextUrl',
      code: 'nextUrlNotOurs',
      message: 'nextUrl must be a path on this site or an address on one of our instances',
    },
  ]);

/**
 * Single sign-on between our hosts (access spec §2 "Auto-login", §7), with nothing outside: a signed-in user
 * gets a link to another of our addresses carrying a one-time token; the auto-login page there trades it for
 * a session on the same account. Tokens are operation tokens (random, kept as their SHA-256, single use).
 */
@Injectable()
export class SsoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly operations: OperationTokensService,
    private readonly sessions: SessionsService,
  ) {}

  async link(
    caller: SessionCaller,
    nextUrl: string,
    origin: RequestOrigin,
  ): Promise<{ redirectUrl: string }> {
    const instances = await this.dataSource
      .getRepository(Instance)
      .find({ select: { id: true, subdomain: true, portalUrl: true } });
    const target = ssoTargetOf(nextUrl, {
      protocol: origin.protocol,
      host: origin.host ?? '',
      currentSubdomain: caller.instance.subdomain,
      subdomains: instances.map((i) => i.subdomain),
      portalUrls: instances.map((i) => i.portalUrl),
    });
    if (!target) throw nextUrlNotOurs();
    const token = await this.operations.issue({
      userId: caller.user.id,
      instanceId: caller.account.instanceId,
      operation: 'sso_login',
      accountId: caller.account.id,
      minutes: SSO_LINK_MINUTES,
    });
    return { redirectUrl: ssoRedirectUrl(target, token) };
  }

  /** The link's token, spent, for a session on its account; the account must still be usable. */
  async login(tokenGuid: string): Promise<{ token: string }> {
    const grant = await this.operations.find(tokenGuid, ['sso_login']);
    if (!grant?.accountId || !(await this.operations.spend(this.dataSource.manager, grant))) {
      throw ssoTokenInvalid();
    }
    const account = await this.dataSource
      .getRepository(Account)
      .findOneBy({ id: grant.accountId, userId: grant.userId });
    if (!account) throw ssoTokenInvalid();
    const { user, loaded } = await this.sessions.usableAccount(grant.userId, {
      userId: grant.userId,
      instanceId: account.instanceId,
      entityType: account.entityType,
      entityId: account.entityId,
    });
    return { token: await this.sessions.open(user, loaded, { signInId: null }) };
  }
}
