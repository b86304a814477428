import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { Program } from '../programs/entities/program.entity.js';
import type { SubscriptionApplicationDto } from './dto/subscriptions.dto.js';
import { Plan } from './entities/plan.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { configureActionOf, configureLinkOf } from './subscription-rules.js';

/** The service instance's subscriptions list (access spec §2 "Subscriptions list (service instance)"). */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The subscriber's own subscriptions on the session's instance, oldest first, with their action link. */
  async listFor(caller: SessionCaller): Promise<SubscriptionApplicationDto[]> {
    const instanceId = caller.instance.id;
    const [rows, plans, formUrl] = await Promise.all([
      this.dataSource.getRepository(Subscription).find({
        where: { instanceId, userId: caller.user.id },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(Plan).findBy({ instanceId }),
      this.caseFormUrl(instanceId),
    ]);
    const planNames = new Map(plans.map((p) => [`${p.offerId}\n${p.planId}`, p.displayName]));
    return rows.map((row) => {
      const action = configureActionOf(row);
      const email = caller.user.email ?? row.adminEmail ?? row.purchaserEmail;
      return {
        id: row.saasSubscriptionId,
        name: row.name,
        plan: planNames.get(`${row.offerId}\n${row.planId}`) ?? row.planId,
        offer: row.offerId,
        state: row.status,
        formsEngineApplicationId: row.formsEngineApplicationId,
        applicationSubmitted: row.applicationSubmitted,
        applicationState: row.applicationState,
        action,
        configureUrl:
          action && formUrl
            ? configureLinkOf({
                formUrl,
                tenant: caller.instance.subdomain,
                subscriptionId: row.saasSubscriptionId,
                subscriptionName: row.name,
                email,
                action,
              })
            : null,
      };
    });
  }

  /** The case form: the apply address of the instance's subscription-setup program (one with a subscription id). */
  private async caseFormUrl(instanceId: number): Promise<string | null> {
    const program = await this.dataSource.getRepository(Program).findOne({
      where: { instanceId, subscriptionId: Not(IsNull()), applyUrl: Not(IsNull()) },
      order: { id: 'ASC' },
    });
    return program?.applyUrl ?? null;
  }
}
