import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import type { ChannelPreferences, NotificationPreferences } from '../../contract/notifications.js';
import { UsersService } from '../users/users.service.js';
import { NotificationsRepository } from './notifications.repository.js';

/**
 * The signed-in person's notification preferences: their channels on the session's instance (this domain's
 * rows) and their consent to text messages (the users domain's, on their login).
 */
@Injectable()
export class UserPreferencesService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly users: UsersService,
  ) {}

  async of(caller: SessionCaller): Promise<NotificationPreferences> {
    const [channels, smsConsent] = await Promise.all([
      this.repo.preferences(caller.instance.id, caller.user.id),
      this.users.smsConsentOf(caller.user.id),
    ]);
    return { ...channels, smsConsent };
  }

  /** Replaces the channels; changes the consent to texts only when it is given. */
  async save(
    caller: SessionCaller,
    change: ChannelPreferences & { smsConsent?: boolean },
  ): Promise<NotificationPreferences> {
    const { email, sms, voice, smsConsent } = change;
    await this.repo.savePreferences(caller.instance.id, caller.user.id, { email, sms, voice });
    if (smsConsent !== undefined) await this.users.setSmsConsent(caller.user.id, smsConsent);
    return this.of(caller);
  }
}
