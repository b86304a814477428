import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OperationToken, type TokenOperation } from './entities/operation-token.entity.js';
import { randomToken, sha256 } from './secret-digest.js';

/** Operation tokens live 15 minutes (API.md "Tokens"); an emailed reset link an hour, as mail can be slow. */
export const OPERATION_TOKEN_MINUTES = 15;
export const RESET_LINK_MINUTES = 60;

export interface OperationGrant {
  userId: number;
  instanceId: number;
  operation: TokenOperation;
  newLoginId?: string | null;
  /** The account of a single sign-on link. */
  accountId?: number | null;
  minutes?: number;
}

/**
 * Single-use tokens for one operation: random, handed out once, kept only as their SHA-256. A token is
 * looked at first (so a refused password does not burn it) and spent in the transaction that uses it.
 */
@Injectable()
export class OperationTokensService {
  constructor(private readonly dataSource: DataSource) {}

  async issue(grant: OperationGrant): Promise<string> {
    const token = randomToken();
    await this.dataSource.getRepository(OperationToken).insert({
      userId: grant.userId,
      instanceId: grant.instanceId,
      operation: grant.operation,
      tokenHash: sha256(token),
      newLoginId: grant.newLoginId ?? null,
      accountId: grant.accountId ?? null,
      expiresAt: new Date(Date.now() + (grant.minutes ?? OPERATION_TOKEN_MINUTES) * 60_000),
    });
    return token;
  }

  /** A single-use link for an email: `page` with a new token as `?token=`, live RESET_LINK_MINUTES. */
  async emailedLink(
    grant: Pick<OperationGrant, 'userId' | 'instanceId'> & { operation: 'reset_link' | 'create_login' },
    page: string,
  ): Promise<string> {
    return `${page}?token=${await this.issue({ ...grant, minutes: RESET_LINK_MINUTES })}`;
  }

  /** The live (unused, unexpired) token for one of these operations, or null. */
  async find(token: string, operations: TokenOperation[]): Promise<OperationToken | null> {
    return this.dataSource
      .getRepository(OperationToken)
      .createQueryBuilder('t')
      .where('t.token_hash = :hash AND t.operation IN (:...operations)', { hash: sha256(token), operations })
      .andWhere('t.used_at IS NULL AND t.expires_at > now()')
      .getOne();
  }

  /** Marks the token used; false when another request spent it first. */
  async spend(em: EntityManager, row: OperationToken): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .update(OperationToken)
      .set({ usedAt: () => 'now()' })
      .where('id = :id AND used_at IS NULL AND expires_at > now()', { id: row.id })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
