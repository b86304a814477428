import { ApiProperty } from '@nestjs/swagger';
import {
  type ConfigureAction,
  SUBSCRIPTION_STATUSES,
  type SubscriptionApplication,
  type SubscriptionStatus,
} from '../../../contract/subscriptions.js';

/** One row of the subscriber's list (access spec §3 "Subscription (service instance)"). */
export class SubscriptionApplicationDto implements SubscriptionApplication {
  @ApiProperty({ description: 'the SaaS subscription id' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: "the plan's display name" })
  plan: string;

  @ApiProperty({ description: 'the offer id' })
  offer: string;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  state: SubscriptionStatus;

  @ApiProperty({ type: String, nullable: true })
  formsEngineApplicationId: string | null;

  @ApiProperty()
  applicationSubmitted: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Approved, Active or Configure' })
  applicationState: string | null;

  @ApiProperty({
    enum: ['configure', 'continue', 'view'],
    nullable: true,
    description: 'Configure, Continue Configuration or View Configuration; none for a cancelled subscription',
  })
  action: ConfigureAction | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "the case form with t, subId, subName, email (and newApp=true); null when there is no action or the instance's setup program has no form address",
  })
  configureUrl: string | null;
}

export class SubscriptionApplicationsResult {
  @ApiProperty({ type: [SubscriptionApplicationDto] })
  result: SubscriptionApplicationDto[];
}
