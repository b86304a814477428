import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { forbidden, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import type { ApiKeyUseWire, ApiKeyWire, CreatedApiKeyWire } from '../../contract/api-keys.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { isAdministrator, ROLE } from '../accounts/roles.js';
import { hashApiKey, newApiKey, shownPart } from './api-key-secret.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { CreateApiKeyDto } from './dto/api-keys.dto.js';
import type { ApiKey } from './entities/api-key.entity.js';
import type { ApiKeyUse } from './entities/api-key-use.entity.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toWire = (key: ApiKey): ApiKeyWire => ({
  id: key.id,
  name: key.name,
  role: key.role,
  prefix: key.prefix,
  createdAt: key.createdAt.toISOString(),
  expiresAt: iso(key.expiresAt),
  revokedAt: iso(key.revokedAt),
  lastUsedAt: iso(key.lastUsedAt),
});

const useToWire = (use: ApiKeyUse): ApiKeyUseWire => ({
  id: use.id,
  keyName: use.keyName,
  method: use.method,
  path: use.path,
  outcome: use.outcome,
  createdAt: use.createdAt.toISOString(),
});

const keyNotFound = (id: number) => notFound('notFound', `The API key ${id} does not exist`);

/** The instance portal's API keys (Security tab): made, listed and revoked by people, never by a key. */
@Injectable()
export class ApiKeysService {
  constructor(private readonly keys: ApiKeysRepository) {}

  async create(caller: SessionCaller, body: CreateApiKeyDto): Promise<CreatedApiKeyWire> {
    this.checkPerson(caller);
    if (body.role === ROLE.Administrator && !isAdministrator(caller.roles)) {
      throw forbidden(
        'administratorsOnly',
        'Only administrators may make an API key with the Administrator role',
      );
    }
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw unprocessable([
        { field: 'expiresAt', code: 'expiryInPast', message: 'The expiry must be in the future' },
      ]);
    }
    const key = newApiKey();
    const stored = await this.keys.create({
      instanceId: caller.instance.id,
      name: body.name,
      role: body.role,
      keyHash: hashApiKey(key),
      prefix: shownPart(key),
      createdByAccountId: caller.account.id,
      expiresAt,
    });
    return { ...toWire(stored), key };
  }

  async list(caller: SessionCaller): Promise<ApiKeyWire[]> {
    this.checkPerson(caller);
    return (await this.keys.list(caller.instance.id)).map(toWire);
  }

  /** Revoked at once: keys are looked up on every request, never cached. */
  async revoke(caller: SessionCaller, id: number): Promise<ApiKeyWire> {
    this.checkPerson(caller);
    const revoked = await this.keys.revoke(caller.instance.id, id);
    if (!revoked) throw keyNotFound(id);
    return toWire(revoked);
  }

  async uses(caller: SessionCaller, id: number): Promise<ApiKeyUseWire[]> {
    this.checkPerson(caller);
    if (!(await this.keys.find(caller.instance.id, id))) throw keyNotFound(id);
    return (await this.keys.uses(caller.instance.id, id)).map(useToWire);
  }

  /** A key cannot make, see or revoke keys: one leaked key must not mint others. */
  private checkPerson(caller: SessionCaller) {
    if (caller.apiKey) throw forbidden(ERROR_CODE.apiKeyNotAllowed, 'An API key cannot manage API keys');
  }
}
