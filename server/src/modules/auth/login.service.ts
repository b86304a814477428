import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainException, unauthorized } from '../../common/errors/domain.exception.js';
import type { LoginAnswer } from '../../contract/accounts.js';
import { ERROR_CODE } from '../../contract/errors.js';
import type { InstanceFeature } from '../../contract/instance-features.js';
import { canSignIn } from '../accounts/account-type.js';
import { deriveAccountTypeOf } from '../accounts/account-type-of.js';
import { AccountsService, accountNotFound } from '../accounts/accounts.service.js';
import { ENTITY_TYPE, type EntityType } from '../accounts/entities/account.entity.js';
import { type CaptchaAnswer, CaptchaService } from '../captcha/captcha.service.js';
import type { Instance, ProgramType } from '../instances/entities/instance.entity.js';
import { hasFeature } from '../instances/instance-features.js';
import { instanceNotFound } from '../instances/instance-resolver.service.js';
import { Subscription } from '../subscriptions/entities/subscription.entity.js';
import { loginIdFailureKey, SignInFailure, userFailureKey } from './entities/sign-in-failure.entity.js';
import { LoginEventsService } from './login-events.service.js';
import { parseLoginId } from './login-id.js';
import { verifyAgainstDummy, verifyPassword } from './password-hasher.js';
import { TokenService } from './token.service.js';

/** The 401 text the client passes through (access spec §8); the same for an unknown login id. */
export const INCORRECT_LOGIN = 'Incorrect user and password combination.';
export const PROGRAM_CLOSED_CODE = 101;
export const SUBSCRIPTION_CANCELLED_CODE = 100;

export const loginFailed = () => unauthorized('loginfailedWarning', INCORRECT_LOGIN);
export const programClosed = () => unauthorized(PROGRAM_CLOSED_CODE, 'program_closed');
export const subscriptionCancelled = () =>
  unauthorized(SUBSCRIPTION_CANCELLED_CODE, 'Your subscription has been cancelled');

/** Where a locked-out user can reset the password: the older reset page, or find-login where that is closed. */
export const resetPathFor = (instance: Pick<Instance, 'features'>): string =>
  hasFeature(instance, 'closedSignUp') ? '/find-login' : '/forgot-password';

export function loginLockout(
  instance: Pick<Instance, 'features' | 'lockoutThreshold' | 'lockoutMinutes'>,
  until: Date,
) {
  const resetPath = resetPathFor(instance);
  return new DomainException(
    403,
    ERROR_CODE.loginLockout,
    `Your account is locked after ${instance.lockoutThreshold} failed sign-in attempts in a row. ` +
      `Try again in ${instance.lockoutMinutes} minutes or reset your password at ${resetPath}.`,
    undefined,
    { resetPath, lockedUntil: until.toISOString() },
  );
}

/** What of the instance sign-in looks at. */
export type LoginInstance = Pick<
  Instance,
  | 'id'
  | 'accessStatus'
  | 'lockoutThreshold'
  | 'lockoutMinutes'
  | 'captchaEnabled'
  | 'hasBranding'
  | 'features'
>;

export interface LoginRequest {
  /** The instance's sub-domain, as the request names it (instanceNameOf). */
  subdomain: string | null;
  /** An email, or a phone in any US format. */
  loginId: string;
  password: string;
  captcha: CaptchaAnswer;
  remoteIp?: string;
}

/** One account of the signing-in user, with what the rules of §1, §4 and §8 read. */
interface AccountFacts {
  instanceId: number;
  entityType: EntityType;
  communityEntityType: 1 | 2 | null;
  roles: number[];
  programType: ProgramType;
  instanceFeatures: InstanceFeature[];
}

interface SignInRecord {
  id: number;
  passwordHash: string | null;
  accounts: AccountFacts[];
}

/** The failures in a row of the login id signing in (sign_in_failures). */
interface FailureCount {
  key: string;
  failedAttempts: number;
  lockedUntil: Date | null;
}

type FactsRow = LoginInstance & {
  userId: number | null;
  passwordHash: string | null;
  failureKey: string | null;
  failedAttempts: number | null;
  lockedUntil: Date | null;
  accountInstanceId: number | null;
} & Omit<AccountFacts, 'instanceId'>;

/**
 * users/login-v2 (access spec §4, §8): credentials in, a login token out, or one of the catalogue's codes.
 * The hot path of a sign-in storm, so the instance, the user and their accounts come in one lean query:
 * the password hash should be the only work that costs.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly captcha: CaptchaService,
    private readonly events: LoginEventsService,
    private readonly accountViews: AccountsService,
  ) {}

  /** The login token, and the user's accounts (users/accounts' answer), so a client needs no call for them. */
  async login({ subdomain, loginId, password, captcha, remoteIp }: LoginRequest): Promise<LoginAnswer> {
    const { instance, user, failures } = await this.signInFacts(subdomain, loginId);
    if (CaptchaService.appliesToLogin(instance)) await this.captcha.assertHuman(captcha, remoteIp);
    const refuse = async (error: DomainException) => {
      await this.events.record({
        instanceId: instance.id,
        userId: user?.id ?? null,
        failureCode: String(error.code),
      });
      return error;
    };
    // Known or unknown, a login id is locked, counted and answered alike: nothing tells whether it exists.
    if (failures.lockedUntil && failures.lockedUntil.getTime() > Date.now()) {
      throw await refuse(loginLockout(instance, failures.lockedUntil));
    }
    const passwordHash = user?.passwordHash ?? null;
    const valid = passwordHash
      ? await verifyPassword(passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      const lockedUntil = await this.countFailure(failures.key, instance);
      throw await refuse(lockedUntil ? loginLockout(instance, lockedUntil) : loginFailed());
    }
    if (failures.failedAttempts > 0 || failures.lockedUntil) {
      await this.dataSource.getRepository(SignInFailure).delete({ key: failures.key });
    }
    const accounts = user.accounts.filter((a) => canSignIn(accountTypeOf(a)));
    if (accounts.length === 0) throw await refuse(accountNotFound());
    if (instance.accessStatus === 'program_closed' && !holdsGovernmentAccount(accounts, instance.id)) {
      throw await refuse(programClosed());
    }
    if (accounts.every(isSubscriber)) {
      const error = await this.cancelledSubscriptionError(user.id);
      if (error) throw await refuse(error);
    }
    const signInId = randomUUID();
    const token = this.tokens.sign({ typ: 'login', sub: user.id, ins: instance.id, ref: signInId });
    return { token, accounts: await this.accountViews.viewsOf(user.id) };
  }

  /**
   * The instance named (404 instanceNotFound when there is none), and the user of the login id (normalised
   * as everywhere, login-id.ts) with their accounts on every instance: one row per account.
   */
  private async signInFacts(
    subdomain: string | null,
    rawLoginId: string,
  ): Promise<{ instance: LoginInstance; user: SignInRecord | null; failures: FailureCount }> {
    const parsed = parseLoginId(rawLoginId);
    const loginId = parsed.kind === 'email' ? parsed.email : parsed.phone;
    const rows: FactsRow[] = subdomain
      ? await this.dataSource.query(
          `SELECT i.id, i.access_status AS "accessStatus", i.lockout_threshold AS "lockoutThreshold",
                  i.lockout_minutes AS "lockoutMinutes", i.captcha_enabled AS "captchaEnabled",
                  i.has_branding AS "hasBranding", i.features,
                  u.id AS "userId", u.password_hash AS "passwordHash", f.key AS "failureKey",
                  f.failed_attempts AS "failedAttempts", f.locked_until AS "lockedUntil",
                  a.instance_id AS "accountInstanceId", a.entity_type AS "entityType",
                  a.community_entity_type AS "communityEntityType", a.roles, ai.program_type AS "programType",
                  ai.features AS "instanceFeatures"
             FROM instances i
             LEFT JOIN users u ON ${parsed.kind === 'email' ? 'u.email' : 'u.phone'} = $2
             LEFT JOIN sign_in_failures f
                    ON f.key = CASE WHEN u.id IS NULL THEN 'login:' || $2 ELSE 'user:' || u.id END
             LEFT JOIN accounts a ON a.user_id = u.id
             LEFT JOIN instances ai ON ai.id = a.instance_id
            WHERE i.subdomain = $1`,
          [subdomain, loginId],
        )
      : [];
    if (rows.length === 0) throw instanceNotFound();
    const [first] = rows;
    const instance: LoginInstance = {
      id: first.id,
      accessStatus: first.accessStatus,
      lockoutThreshold: first.lockoutThreshold,
      lockoutMinutes: first.lockoutMinutes,
      captchaEnabled: first.captchaEnabled,
      hasBranding: first.hasBranding,
      features: first.features,
    };
    const failures: FailureCount = {
      key: first.userId === null ? loginIdFailureKey(loginId) : userFailureKey(first.userId),
      failedAttempts: first.failedAttempts ?? 0,
      lockedUntil: first.lockedUntil,
    };
    if (first.userId === null) return { instance, user: null, failures };
    const accounts = rows
      .filter((r) => r.accountInstanceId !== null)
      .map((r) => ({
        instanceId: r.accountInstanceId as number,
        entityType: r.entityType,
        communityEntityType: r.communityEntityType,
        roles: r.roles,
        programType: r.programType,
        instanceFeatures: r.instanceFeatures,
      }));
    return {
      instance,
      user: {
        id: first.userId,
        passwordHash: first.passwordHash,
        accounts,
      },
      failures,
    };
  }

  /**
   * A subscriber whose subscriptions are all Unsubscribed is refused with code 100 (access spec §8); one
   * with none yet, or any live one, may sign in.
   */
  async cancelledSubscriptionError(userId: number): Promise<DomainException | null> {
    const [row] = await this.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE s.status <> 'Unsubscribed')::int`, 'live')
      .where('s.user_id = :userId', { userId })
      .andWhere(`s.instance_id IN (SELECT id FROM instances WHERE 'subscriberAccounts' = ANY(features))`)
      .getRawMany<{ total: number; live: number }>();
    return row && row.total > 0 && row.live === 0 ? subscriptionCancelled() : null;
  }

  /**
   * One more failure in a row for the login id, atomically (parallel attempts cannot slip past the
   * threshold). A lock that has run out starts the count again. Counts of login ids untouched for a day are
   * dropped a few at a time, so guessed ids do not pile up. Returns the lock's end when this failure locks.
   */
  private async countFailure(key: string, instance: LoginInstance): Promise<Date | null> {
    const next = 'CASE WHEN f.locked_until <= now() THEN 1 ELSE f.failed_attempts + 1 END';
    const rows: { locked_until: Date | null }[] = await this.dataSource.query(
      `WITH stale AS (
         DELETE FROM sign_in_failures WHERE key IN (
           SELECT key FROM sign_in_failures
            WHERE updated_at < now() - interval '1 day' AND coalesce(locked_until, '-infinity') < now()
              AND key <> $1
            LIMIT 20))
       INSERT INTO sign_in_failures AS f (key, failed_attempts, locked_until, updated_at)
       VALUES ($1, 1, CASE WHEN 1 >= $2 THEN now() + make_interval(mins => $3::int) END, now())
       ON CONFLICT (key) DO UPDATE SET failed_attempts = ${next},
         locked_until = CASE WHEN ${next} >= $2 THEN now() + make_interval(mins => $3::int)
                             WHEN f.locked_until <= now() THEN NULL ELSE f.locked_until END,
         updated_at = now()
       RETURNING locked_until`,
      [key, instance.lockoutThreshold, instance.lockoutMinutes],
    );
    const until = rows[0]?.locked_until;
    return until && new Date(until).getTime() > Date.now() ? new Date(until) : null;
  }
}

const holdsGovernmentAccount = (accounts: AccountFacts[], instanceId: number) =>
  accounts.some((a) => a.instanceId === instanceId && a.entityType === ENTITY_TYPE.government);

const accountTypeOf = (a: AccountFacts) =>
  deriveAccountTypeOf(a, { features: a.instanceFeatures, programType: a.programType });

const isSubscriber = (a: AccountFacts) => accountTypeOf(a) === 'Subscriber';
