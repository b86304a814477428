import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LoginEvent } from './entities/login-event.entity.js';

export interface LoginOutcome {
  instanceId: number;
  userId: number | null;
  accountId?: number | null;
  communityEntityType?: number | null;
  /** null when the sign-in succeeded. */
  failureCode: string | null;
}

/**
 * Login activity for the reports: a row per refused sign-in, MFA or switch, and a row per session opened
 * (so a successful sign-in counts once, with the account it chose).
 */
@Injectable()
export class LoginEventsService {
  constructor(private readonly dataSource: DataSource) {}

  async record(outcome: LoginOutcome): Promise<void> {
    await this.dataSource.getRepository(LoginEvent).insert({
      instanceId: outcome.instanceId,
      userId: outcome.userId,
      accountId: outcome.accountId ?? null,
      communityEntityType: outcome.communityEntityType ?? null,
      success: outcome.failureCode === null,
      failureCode: outcome.failureCode,
    });
  }
}
