import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { type DomainException, forbidden, unauthorized } from '../../common/errors/domain.exception.js';
import { API_KEY_PATH, apiKeyUsable } from '../../contract/api-keys.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { deriveAccountTypeOf } from '../accounts/account-type-of.js';
import { instanceNameOf } from '../instances/instance-resolver.service.js';
import { hashApiKey } from './api-key-secret.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKey } from './entities/api-key.entity.js';

/** The request's path without its query, as audited (bounded like the column). */
const pathOf = (req: FastifyRequest) => req.url.split('?')[0].slice(0, 500);

/**
 * A bearer API key → the caller it stands for (the session strategy asks, for tokens starting `plk_`): the
 * government account that made the key, acting with the key's one role, on the key's instance and its admin
 * API only. Every request a known key is presented on is audited, let in or not. Nothing is cached, so a
 * revocation holds on the next request in every process.
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(private readonly keys: ApiKeysRepository) {}

  async authenticate(key: string, req: FastifyRequest): Promise<SessionCaller> {
    const found = await this.keys.findByHash(hashApiKey(key));
    const account = found?.createdBy;
    if (!found || !account?.user || !found.instance) throw unauthorized();
    const refusal = this.refusal(found, req);
    await this.keys.recordUse({
      instanceId: found.instanceId,
      apiKeyId: found.id,
      keyName: found.name,
      method: req.method,
      path: pathOf(req),
      outcome: refusal ? String(refusal.code) : 'accepted',
    });
    if (refusal) throw refusal;
    const roles = [found.role];
    const acting = { ...account, roles };
    return {
      kind: 'session',
      sessionId: `api-key:${found.id}`,
      signInId: null,
      user: account.user,
      account: acting,
      instance: found.instance,
      accountType: deriveAccountTypeOf(acting, found.instance),
      roles,
      apiKey: { id: found.id, name: found.name },
    };
  }

  private refusal(key: ApiKey, req: FastifyRequest): DomainException | null {
    if (key.revokedAt) return unauthorized(ERROR_CODE.apiKeyRevoked, 'This API key has been revoked');
    if (!apiKeyUsable(key, new Date())) {
      return unauthorized(
        ERROR_CODE.apiKeyExpired,
        `This API key expired at ${key.expiresAt?.toISOString()}`,
      );
    }
    if (!key.createdBy?.active) {
      return unauthorized(ERROR_CODE.apiKeyRevoked, 'The account that made this API key is no longer active');
    }
    if (!API_KEY_PATH.test(req.url)) {
      return forbidden(ERROR_CODE.apiKeyAdminOnly, "An API key works on its instance's admin API only");
    }
    const named = instanceNameOf(req);
    if (named !== null && named !== key.instance?.subdomain.toLowerCase()) {
      return forbidden(ERROR_CODE.apiKeyOtherInstance, 'This API key belongs to another instance');
    }
    return null;
  }
}
