import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { DomainException, unauthorized } from '../../common/errors/domain.exception.js';
import { MFA_CODE_LENGTH } from '../../common/validation/field-rules.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import type { Channel } from '../delivery/entities/outbox-message.entity.js';
import { type CodePurpose, OneTimeCode } from './entities/one-time-code.entity.js';
import type { MfaChannel } from './login-id.js';
import { SecretDigest } from './secret-digest.js';

export const CODE_LIFE_MINUTES = 10;
/** Wrong tries after which a code is void. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one user may ask for, per purpose, within one code life: resending cannot widen a guessing window. */
export const CODE_MAX_SENDS = 5;

export const authenticationFailed = () => unauthorized('authenticationFailed', 'Authentication failed');

const DELIVERY_CHANNEL: Record<MfaChannel, Channel> = { email: 'email', phone: 'sms', call: 'voice' };

export interface CodeRequest {
  userId: number;
  instanceId: number;
  instanceName: string;
  purpose: CodePurpose;
  accountId?: number | null;
  channel: MfaChannel;
  /** The address or number the code goes to. */
  to: string;
  /** For change_login_id: the login id being proven. */
  newLoginId?: string | null;
}

export interface CodeMatch {
  userId: number;
  purposes: CodePurpose[];
  /** The code row (operation codes name theirs); otherwise the newest live code of the purpose. */
  id?: string;
  accountId?: number | null;
}

/**
 * Six-digit codes (access spec §5, §9): kept only as a keyed hash, alive 10 minutes, good once, void after 5
 * wrong tries; a new code voids the earlier ones of the same purpose.
 */
@Injectable()
export class OneTimeCodesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly digest: SecretDigest,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
  ) {}

  /** Stores a fresh code and sends it; returns the code row's id (the operationId of recovery). */
  async issue(request: CodeRequest): Promise<string> {
    const repo = this.dataSource.getRepository(OneTimeCode);
    const windowStart = new Date(Date.now() - CODE_LIFE_MINUTES * 60_000);
    const recent = await repo.countBy({
      userId: request.userId,
      purpose: request.purpose,
      createdAt: MoreThan(windowStart),
    });
    if (recent >= CODE_MAX_SENDS) {
      throw new DomainException(
        429,
        'tooManyCodes',
        'Too many codes were requested; please wait and try again',
      );
    }
    const id = randomUUID();
    const code = randomInt(0, 10 ** MFA_CODE_LENGTH)
      .toString()
      .padStart(MFA_CODE_LENGTH, '0');
    await this.dataSource.transaction(async (em) => {
      await em
        .getRepository(OneTimeCode)
        .update(
          { userId: request.userId, purpose: request.purpose, usedAt: IsNull() },
          { usedAt: new Date() },
        );
      await em.getRepository(OneTimeCode).insert({
        id,
        instanceId: request.instanceId,
        userId: request.userId,
        accountId: request.accountId ?? null,
        purpose: request.purpose,
        channel: request.channel,
        codeHash: this.digest.hmac(`${id}:${code}`),
        newLoginId: request.newLoginId ?? null,
        expiresAt: new Date(Date.now() + CODE_LIFE_MINUTES * 60_000),
      });
    });
    await this.delivery.send({
      instanceId: request.instanceId,
      channel: DELIVERY_CHANNEL[request.channel],
      to: request.to,
      subject: `${request.instanceName}: your verification code`,
      body: `Your verification code is ${code}. It expires in ${CODE_LIFE_MINUTES} minutes. If you did not ask for it, you can ignore this message.`,
    });
    return id;
  }

  /** Spends a code: the matching live code, or 401 authenticationFailed (counting the wrong try). */
  async redeem(match: CodeMatch, code: string): Promise<OneTimeCode> {
    const repo = this.dataSource.getRepository(OneTimeCode);
    const query = repo
      .createQueryBuilder('c')
      .where('c.user_id = :userId AND c.purpose IN (:...purposes)', {
        userId: match.userId,
        purposes: match.purposes,
      })
      .andWhere('c.used_at IS NULL AND c.expires_at > now() AND c.attempts < :max', {
        max: CODE_MAX_ATTEMPTS,
      })
      .orderBy('c.created_at', 'DESC');
    if (match.id) query.andWhere('c.id = :id', { id: match.id });
    if (match.accountId != null) query.andWhere('c.account_id = :accountId', { accountId: match.accountId });
    const candidate = await query.getOne();
    if (!candidate) throw authenticationFailed();
    if (!this.digest.matches(`${candidate.id}:${code}`, candidate.codeHash)) {
      await repo.increment({ id: candidate.id }, 'attempts', 1);
      throw authenticationFailed();
    }
    // Conditional, so two requests racing with the right code cannot both spend it.
    const spent = await repo
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('id = :id AND used_at IS NULL AND attempts < :max', { id: candidate.id, max: CODE_MAX_ATTEMPTS })
      .execute();
    if (!spent.affected) throw authenticationFailed();
    return candidate;
  }
}
