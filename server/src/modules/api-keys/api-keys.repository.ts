import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiKey } from './entities/api-key.entity.js';
import { ApiKeyUse } from './entities/api-key-use.entity.js';

export type NewApiKey = Pick<
  ApiKey,
  'instanceId' | 'name' | 'role' | 'keyHash' | 'prefix' | 'createdByAccountId' | 'expiresAt'
>;
export type NewApiKeyUse = Pick<
  ApiKeyUse,
  'instanceId' | 'apiKeyId' | 'keyName' | 'method' | 'path' | 'outcome'
>;

/** How many of a key's latest uses a list answers. */
export const USES_SHOWN = 100;

/** The api_keys and api_key_uses tables; every query but the lookup by hash is scoped by instance. */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get keys() {
    return this.dataSource.getRepository(ApiKey);
  }

  create(key: NewApiKey): Promise<ApiKey> {
    return this.keys.save(this.keys.create({ ...key, revokedAt: null, lastUsedAt: null }));
  }

  list(instanceId: number): Promise<ApiKey[]> {
    return this.keys.find({ where: { instanceId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  find(instanceId: number, id: number): Promise<ApiKey | null> {
    return this.keys.findOneBy({ instanceId, id });
  }

  /** Revokes the key from now on; a key revoked before keeps its first revocation time. */
  async revoke(instanceId: number, id: number): Promise<ApiKey | null> {
    await this.keys
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'coalesce(revoked_at, now())' })
      .where('instance_id = :instanceId AND id = :id', { instanceId, id })
      .execute();
    return this.find(instanceId, id);
  }

  /** The key a request presents, with the account that made it (its user) and its instance. */
  findByHash(keyHash: string): Promise<ApiKey | null> {
    return this.keys
      .createQueryBuilder('k')
      .innerJoinAndSelect('k.createdBy', 'a')
      .innerJoinAndSelect('a.user', 'u')
      .innerJoinAndSelect('k.instance', 'i')
      .where('k.key_hash = :keyHash', { keyHash })
      .getOne();
  }

  /** Audits one request made with a key; an accepted one also becomes the key's last use. */
  async recordUse(use: NewApiKeyUse): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(ApiKeyUse).insert(use);
      if (use.outcome === 'accepted') {
        await manager.getRepository(ApiKey).update({ id: use.apiKeyId }, { lastUsedAt: () => 'now()' });
      }
    });
  }

  uses(instanceId: number, apiKeyId: number): Promise<ApiKeyUse[]> {
    return this.dataSource
      .getRepository(ApiKeyUse)
      .find({ where: { instanceId, apiKeyId }, order: { id: 'DESC' }, take: USES_SHOWN });
  }
}
