import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainException, type FieldError, unprocessable } from '../../common/errors/domain.exception.js';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';
import { SignInFailure, userFailureKey } from './entities/sign-in-failure.entity.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import {
  checkPassword,
  type PasswordInput,
  type PasswordPolicy,
  USED_OR_WEAK_PASSWORD,
} from './password-policy.js';

/** 422 usedOrWeakPassword (its text contains 'weak', which the reset screens look for), with the details. */
export const usedOrWeakPassword = (errors?: FieldError[]) =>
  new DomainException(422, USED_OR_WEAK_PASSWORD.code, USED_OR_WEAK_PASSWORD.message, errors);

/** Applies the password rules of the access spec §5 (password-policy.ts) and stores passwords. */
@Injectable()
export class PasswordsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every violation of the policy, under the caller's field names (some calls name fields differently). */
  violations(
    policy: PasswordPolicy,
    input: PasswordInput,
    rename: Record<string, string> = {},
  ): FieldError[] {
    return checkPassword(policy, input).map((e) => ({ ...e, field: rename[e.field] ?? e.field }));
  }

  /** 422 with the first violation's code and message, every violation listed. */
  assertPolicy(policy: PasswordPolicy, input: PasswordInput, rename?: Record<string, string>): void {
    const errors = this.violations(policy, input, rename);
    if (errors.length > 0) throw unprocessable(errors);
  }

  /** A new password equal to the current one counts as used. */
  async assertNotCurrent(user: Pick<User, 'passwordHash'>, password: string): Promise<void> {
    if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) throw usedOrWeakPassword();
  }

  /** Hashed before any transaction opens: a hash must not hold a database connection for its 20-odd ms. */
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  /**
   * Stores a new password hash, ends any lockout, and revokes the user's other sessions (someone who knew
   * the old password is signed out).
   */
  async store(
    em: EntityManager,
    userId: number,
    passwordHash: string,
    keepSessionId?: string,
  ): Promise<void> {
    await em.getRepository(User).update({ id: userId }, { passwordHash });
    await em.getRepository(SignInFailure).delete({ key: userFailureKey(userId) });
    const revoke = em
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('user_id = :userId AND revoked_at IS NULL', { userId });
    if (keepSessionId) revoke.andWhere('id <> :keepSessionId', { keepSessionId });
    await revoke.execute();
  }

  /** The same, outside a caller's transaction. */
  async storeNow(userId: number, password: string, keepSessionId?: string): Promise<void> {
    const passwordHash = await this.hash(password);
    await this.dataSource.transaction((em) => this.store(em, userId, passwordHash, keepSessionId));
  }
}
