// The seed file format (seeds/README.md): one JSON object whose keys are sections, each a list of items.
// Items name each other by natural keys (sub-domain, login id, names), so a file reads like the world it
// describes and may refer to what an earlier seed already put in the database.
import type { EntityKind } from '../modules/accounts/account-type.js';
import type { CommunicationType } from '../modules/communications/entities/communication.entity.js';
import type { Instance } from '../modules/instances/entities/instance.entity.js';
import type { NotificationParticipant } from '../modules/notifications/entities/notification-participant.entity.js';
import type { NotificationRule } from '../modules/notifications/entities/notification-rule.entity.js';
import type { OutreachItem } from '../modules/notifications/entities/outreach-item.entity.js';
import type { Program } from '../modules/programs/entities/program.entity.js';
import type { Subscription } from '../modules/subscriptions/entities/subscription.entity.js';
import type { ValidationRule } from '../modules/validations/entities/validation-rule.entity.js';

/** The sub-domain of the instance an item belongs to. */
type OnInstance = { instance: string };
/** A user named by login id: an email, or a phone number. */
type LoginId = string;

type InstanceFields = Omit<Instance, 'id' | 'createdAt' | 'updatedAt'>;
export type InstanceSeed = Partial<InstanceFields> &
  Pick<Instance, 'subdomain' | 'name'> & {
    id?: number;
    /** The government office its staff accounts belong to (default: the instance's name). */
    government?: string;
  };

export interface OrganizationSeed extends OnInstance {
  name: string;
  email?: string | null;
  phone?: string | null;
  active?: boolean;
}

export interface AccountSeed extends OnInstance {
  type: EntityKind;
  roles?: number[];
  businessName?: string;
  addressLine1?: string | null;
  addressLine2?: string | null;
  /** The partner organization (by name) that referred a community account. */
  partner?: string;
  profile?: Record<string, unknown>;
  mfaRequired?: boolean;
  active?: boolean;
  showInactive?: boolean;
}

export interface UserSeed {
  email?: string | null;
  phone?: string | null;
  /** null: no login yet (the user creates one). */
  password: string | null;
  firstName?: string | null;
  lastName?: string | null;
  defaultLanguage?: string;
  mfaChannels?: string[];
  smsConsent?: boolean;
  /** Listed among the demo sign-ins when the server starts. */
  listed?: boolean;
  note?: string;
  accounts: AccountSeed[];
}

type ProgramFields = Omit<Program, 'id' | 'instanceId' | 'instance' | 'createdAt' | 'updatedAt'>;
export type ProgramSeed = OnInstance &
  Partial<ProgramFields> &
  Pick<Program, 'displayName'> & { id?: number };

export interface StateSeed {
  id?: number;
  name: string;
  /** What applicants see instead of an internal name (QA/QC-Ready: "Under review"). */
  publicLabel?: string;
  initial?: boolean;
  requiresReason?: boolean;
  requiresComment?: boolean;
  approved?: boolean;
  declined?: boolean;
  sortOrder?: number;
  position?: { x: number; y: number };
}

/** A possible owner after a transition: a login id, or a login id acting for a partner organization. */
export type OwnerSeed = LoginId | { user: LoginId; organization?: string };

export interface TransitionSeed {
  from: string;
  to: string;
  owners?: OwnerSeed[];
  defaultOwner?: LoginId;
  requiresUserAssignment?: boolean;
}

export interface WorkflowSeed extends OnInstance {
  id?: number;
  /** The program, by id or display name. */
  program: number | string;
  name: string;
  categories?: string[];
  states: StateSeed[];
  transitions?: TransitionSeed[];
  members?: { user: LoginId; role: string }[];
}

/** A program or a workflow, by id or by name on the item's instance. */
type Ref = number | string;

export interface PermissionGrantSeed extends OnInstance {
  role: number;
  key: string;
  level: 'Hidden' | 'Read' | 'ReadWrite';
  /** Absent: every program. */
  program?: Ref;
}

export type ValidationRuleSeed = OnInstance &
  Pick<ValidationRule, 'name' | 'kind' | 'message'> &
  Partial<Pick<ValidationRule, 'config' | 'severity' | 'active'>> & { program: Ref };

export interface DenialReasonSeed extends OnInstance {
  program: Ref;
  label: string;
  /** The state it groups under (with its workflow); absent: every state that asks for a reason. */
  workflow?: Ref;
  state?: string;
}

export type NotificationRuleSeed = OnInstance &
  Pick<NotificationRule, 'name' | 'event' | 'body'> &
  Partial<Pick<NotificationRule, 'channel' | 'subject' | 'active'>> & {
    /** Absent: an instance notification. */
    program?: Ref;
    workflow?: Ref;
    state?: string;
    /** For kind 'user' the value is a login id. */
    participants?: (Pick<NotificationParticipant, 'kind'> & { value?: string })[];
  };

export type OutreachItemSeed = OnInstance &
  Pick<OutreachItem, 'title' | 'body'> &
  Partial<Pick<OutreachItem, 'channel' | 'status'>> & { program: Ref; scheduledAt?: string | null };

export interface PlanSeed extends OnInstance {
  offerId: string;
  planId: string;
  displayName: string;
}

export type SubscriptionSeed = OnInstance &
  Pick<Subscription, 'saasSubscriptionId' | 'name' | 'offerId' | 'planId' | 'purchaserEmail'> &
  Partial<
    Pick<
      Subscription,
      'status' | 'adminEmail' | 'formsEngineApplicationId' | 'applicationSubmitted' | 'applicationState'
    >
  > & { user?: LoginId | null };

export interface CommunicationSeed {
  type: CommunicationType;
  direction: 'inbound' | 'outbound';
  /** ISO time it was sent or received. */
  at: string;
  subject?: string | null;
  body: string;
  sender?: string;
  senderUser?: LoginId;
  read?: boolean;
}

export interface ApplicationSeed extends OnInstance {
  externalId: string;
  program: Ref;
  workflow: Ref;
  state: string;
  /** The applicant's login id; absent for a paper application, which then needs applicantName. */
  applicant?: LoginId;
  /** Which of the applicant's accounts on the instance applied (default individual). */
  applicantAccount?: 'individual' | 'business';
  applicantName?: string;
  owner?: LoginId;
  organization?: string;
  createdAt: string;
  stateEnteredAt?: string;
  lastChangedBy?: LoginId;
  /** false: still a draft (no submission date). */
  submitted?: boolean;
  clientId?: string;
  caseNumber?: string;
  paymentChannelName?: string;
  paymentStatusName?: string;
  evictionNotice?: boolean;
  incomeThreshold?: string;
  awardAmount?: string;
  categoryName?: string;
  answers?: Record<string, unknown>;
  communications?: CommunicationSeed[];
  /** Run the program's validation rules on the answers. */
  validate?: boolean;
}

/**
 * A PDF the instance keeps for the documents calls: a fillable template under its alias, or the rent PDF.
 * `file` is relative to the seed file's folder (readSeedFile makes it absolute).
 */
export interface DocumentSeed extends OnInstance {
  kind: 'pdf-template' | 'rent-pdf';
  /** A template's alias ("Rental assistance"); none for the rent PDF. */
  alias?: string;
  file: string;
}

export interface SeedDocument {
  instances?: InstanceSeed[];
  organizations?: OrganizationSeed[];
  users?: UserSeed[];
  programs?: ProgramSeed[];
  workflows?: WorkflowSeed[];
  permissionGrants?: PermissionGrantSeed[];
  validationRules?: ValidationRuleSeed[];
  denialReasons?: DenialReasonSeed[];
  notificationRules?: NotificationRuleSeed[];
  outreachItems?: OutreachItemSeed[];
  plans?: PlanSeed[];
  subscriptions?: SubscriptionSeed[];
  applications?: ApplicationSeed[];
  documents?: DocumentSeed[];
}

export type SeedSection = keyof SeedDocument;

/** The sections in the order they are loaded: each may refer to the ones before it. */
export const SEED_SECTIONS: readonly SeedSection[] = [
  'instances',
  'organizations',
  'users',
  'programs',
  'workflows',
  'permissionGrants',
  'validationRules',
  'denialReasons',
  'notificationRules',
  'outreachItems',
  'plans',
  'subscriptions',
  'documents',
  'applications',
];

/** A seed that cannot be loaded, with where the problem is. */
export class SeedError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one seed file's text: an object of known sections, each a list of objects. */
export function parseSeedDocument(text: string, source: string): SeedDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SeedError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(parsed)) throw new SeedError(`${source}: a seed file is a JSON object of sections`);
  for (const [section, items] of Object.entries(parsed)) {
    if (!(SEED_SECTIONS as readonly string[]).includes(section)) {
      throw new SeedError(`${source}: unknown section "${section}" (sections: ${SEED_SECTIONS.join(', ')})`);
    }
    if (!Array.isArray(items)) throw new SeedError(`${source}: section "${section}" must be a list`);
    const bad = items.findIndex((item) => !isRecord(item));
    if (bad >= 0) throw new SeedError(`${source}: ${section}[${bad}] must be an object`);
  }
  return parsed as SeedDocument;
}

/** Several files as one document: each section's items in file order. */
export function mergeSeedDocuments(documents: readonly SeedDocument[]): SeedDocument {
  const merged: Record<string, unknown[]> = {};
  for (const document of documents) {
    for (const section of SEED_SECTIONS) {
      const items = document[section];
      if (items) merged[section] = [...(merged[section] ?? []), ...items];
    }
  }
  return merged as SeedDocument;
}
