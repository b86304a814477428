import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795431583358 } from './1795431583358-InitialSchema.js';
import { QueueIndexes1795433033728 } from './1795433033728-QueueIndexes.js';
import { QueueKeptCounts1795433100000 } from './1795433100000-QueueKeptCounts.js';
import { BrandingTranslations1795510000000 } from './1795510000000-BrandingTranslations.js';
import { SsoLoginTokens1795510100000 } from './1795510100000-SsoLoginTokens.js';
import { QueueSearchTrigram1795530000000 } from './1795530000000-QueueSearchTrigram.js';
import { MarketplaceTokenExpiry1795560000000 } from './1795560000000-MarketplaceTokenExpiry.js';
import { QueuePeopleOnRow1795600000000 } from './1795600000000-QueuePeopleOnRow.js';
import { QueueProcessCounts1795600100000 } from './1795600100000-QueueProcessCounts.js';
import { QueueApplicantNames1795700000000 } from './1795700000000-QueueApplicantNames.js';
import { QueueApplicantNamesLookup1795800000000 } from './1795800000000-QueueApplicantNamesLookup.js';
import { HardeningSignIn1795900000000 } from './1795900000000-HardeningSignIn.js';
import { InstanceIndividualFormUrl1795950000000 } from './1795950000000-InstanceIndividualFormUrl.js';
import { ApplicationNotes1796016160000 } from './1796016160000-ApplicationNotes.js';
import { InstanceFeatures1796090000000 } from './1796090000000-InstanceFeatures.js';
import { Files1796100000000 } from './1796100000000-Files.js';
import { InstanceDocuments1796300000000 } from './1796300000000-InstanceDocuments.js';
import { StatePublicLabels1796500000000 } from './1796500000000-StatePublicLabels.js';
import { ProgramTerms1796600000000 } from './1796600000000-ProgramTerms.js';
import { Payments1796700000000 } from './1796700000000-Payments.js';
import { PaymentJobsOnQueue1796800000000 } from './1796800000000-PaymentJobsOnQueue.js';
import { NotificationDeliveries1796900000000 } from './1796900000000-NotificationDeliveries.js';
import { RateLimits1797000000000 } from './1797000000000-RateLimits.js';
import { EligibilityRules1797100000000 } from './1797100000000-EligibilityRules.js';
import { CommunityProfiles1797200000000 } from './1797200000000-CommunityProfiles.js';
import { ApiKeys1797300000000 } from './1797300000000-ApiKeys.js';
import { ErrorLog1797400000000 } from './1797400000000-ErrorLog.js';
import { BusinessProfiles1797500000000 } from './1797500000000-BusinessProfiles.js';
import { UserPreferences1797600000000 } from './1797600000000-UserPreferences.js';
import { ProgramDeclarations1797900000000 } from './1797900000000-ProgramDeclarations.js';
import { ApplicationRules1798000000000 } from './1798000000000-ApplicationRules.js';
import { ResourceUses1798300000000 } from './1798300000000-ResourceUses.js';
import { MessageTemplates1798400000000 } from './1798400000000-MessageTemplates.js';
import { Addons1798500000000 } from './1798500000000-Addons.js';
import { BusinessActivity1798600000000 } from './1798600000000-BusinessActivity.js';
import { AiPrompts1798720000000 } from './1798720000000-AiPrompts.js';
import { MessageAttachments1798810000000 } from './1798810000000-MessageAttachments.js';
import { CommunityNotes1798820000000 } from './1798820000000-CommunityNotes.js';
import { ValidationMessageKeys1798900000000 } from './1798900000000-ValidationMessageKeys.js';
import { KeptCountSlots1799000000000 } from './1799000000000-KeptCountSlots.js';

/** Every migration, in order. A new one is generated with `npm run migration:generate -w server -- Name`. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  InitialSchema1795431583358,
  QueueIndexes1795433033728,
  QueueKeptCounts1795433100000,
  BrandingTranslations1795510000000,
  SsoLoginTokens1795510100000,
  QueueSearchTrigram1795530000000,
  MarketplaceTokenExpiry1795560000000,
  QueuePeopleOnRow1795600000000,
  QueueProcessCounts1795600100000,
  QueueApplicantNames1795700000000,
  QueueApplicantNamesLookup1795800000000,
  HardeningSignIn1795900000000,
  InstanceIndividualFormUrl1795950000000,
  ApplicationNotes1796016160000,
  InstanceFeatures1796090000000,
  Files1796100000000,
  InstanceDocuments1796300000000,
  StatePublicLabels1796500000000,
  ProgramTerms1796600000000,
  Payments1796700000000,
  PaymentJobsOnQueue1796800000000,
  NotificationDeliveries1796900000000,
  RateLimits1797000000000,
  EligibilityRules1797100000000,
  CommunityProfiles1797200000000,
  ApiKeys1797300000000,
  ErrorLog1797400000000,
  BusinessProfiles1797500000000,
  UserPreferences1797600000000,
  ProgramDeclarations1797900000000,
  ApplicationRules1798000000000,
  ResourceUses1798300000000,
  MessageTemplates1798400000000,
  Addons1798500000000,
  BusinessActivity1798600000000,
  AiPrompts1798720000000,
  MessageAttachments1798810000000,
  CommunityNotes1798820000000,
  ValidationMessageKeys1798900000000,
  KeptCountSlots1799000000000,
];
