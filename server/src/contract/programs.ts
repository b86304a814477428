// Wire shapes of programs and an applicant's applications (programs spec §3; GET instanceresources,
// resource/:id, applications/mine). The contract folder imports only its own files.

import type { ApplyAbility } from './can-apply.js';
import type { EligibilityCriterion } from './eligibility.js';

export type { EligibilityCriterion };

export type ProgramScope = 'National' | 'State' | 'Local' | 'Private';

/** The status tag colours of the programs spec §4 ('default' where a status has none). */
export type StatusColour =
  | 'volcano'
  | 'pink'
  | 'green'
  | 'orange'
  | 'red'
  | 'darkslategray'
  | 'turquoise'
  | 'navy-blue'
  | 'ocean'
  | 'purple';

/** Program settings (programs spec §3); every flag defaults to false. */
export interface ProgramSettings {
  FormURL: string | false;
  Applications: { AllowCases: boolean; MultipleDraftCases: boolean; ApplicantSubmission: boolean };
  /**
   * Type: the channels it accepts (channelsOfProgram). Amount: what an applicant Waiting for payment pays, in
   * minor units of Currency (USD when unset); unset: the payment page says the program has not set it.
   */
  Payments: { Type: string | false; Amount?: number; Currency?: string };
  Tasks: { WorkflowRoleName: string; Tasks: string[] }[];
  /**
   * AcceptIneligible: a submission failing the eligibility criteria is taken and flagged by the validation
   * center instead of refused. IneligibleMessage: what the ineligible read (GET eligibility-error).
   */
  Eligibility?: { AcceptIneligible?: boolean; IneligibleMessage?: string };
  /** The work queue's view of the program: CaseColumns adds Case Number and Client ID (programs spec §2). */
  Queue?: { CaseColumns?: boolean };
  /**
   * Whether FormURL's external form is applied through, in a frame, and how it is told the application
   * (form-frames.ts): by its id with mode=frame, or by its externalId; unset, the built-in form is used.
   */
  FormFrame?: { Mode?: 'applicationId' | 'externalId' | null };
}

/**
 * One field of a program's application form, with the constraints of the generic forms (programs spec §5,
 * API.md "Applying"); form-answers.ts checks answers against them.
 */
export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'checkbox' | 'file' | 'textarea';
  required: boolean;
  /** A select's answers. */
  choices?: string[];
  /** Numbers: the smallest and largest value. Dates: an ISO date, or 'today' (a date of birth has max 'today'). */
  min?: number | string;
  max?: number | string;
  /** Text and textarea: lengths in UTF-16 units, as the browser's maxlength counts. */
  minLength?: number;
  maxLength?: number;
  /** Text: a shared pattern by name (zip, ssn, usPhone, time) or a regular expression the whole answer matches. */
  pattern?: string;
  /** A well-formed answer, shown in the pattern's message ('must look like 12345'). */
  example?: string;
  /** Numbers: whole numbers only (a household size, a count of employees). */
  integer?: boolean;
  /**
   * Text: a number not to keep in clear (a bank account): the answer is checked whole, then only its last four
   * digits are kept, as ****1234 (keptAnswers), which a draft may send back as it is.
   */
  keepLast4?: boolean;
  /**
   * The title of the section the field belongs to; a field without one continues the section before it. A form
   * of more than one section is filled one section at a time (form-sections.ts).
   */
  section?: string;
}

/**
 * The answer a form's file field holds: the upload's id (POST /api/upload-file, before submitting) and what the
 * applicant chose, so the answers name the file. On submit the server attaches the file to the application.
 */
export interface FileAnswer {
  id: number;
  name: string;
  size: number;
}

/** A program's contact info, as the program portal's Contact Info tab writes it; each part optional. */
export interface ProgramContactInfo {
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
  website?: string;
}

/**
 * An instance resource with the field names of the programs spec §3, and whether the caller can apply to it
 * (for staff: whether an applicant who has not applied could).
 */
export interface ProgramView extends ApplyAbility {
  cd_resource: number;
  nr_f2_external_id: string | null;
  ic_active: boolean;
  ic_allow_multiple_applications: boolean;
  ds_displayname: string;
  ds_description: string | null;
  cd_application_type: number;
  ic_sign_up_individuals: boolean;
  ic_sign_up_business: boolean;
  scope: ProgramScope;
  audience: number[];
  isThirdParty: boolean;
  resource: { ds_resourceapplyurl: string | null; ds_subscription_id: string | null };
  /** The application window, ISO times; null: open on that side. closesAt is the deadline. */
  opensAt: string | null;
  closesAt: string | null;
  /** The award, in dollars; null where the program states none. */
  amountMin: number | null;
  amountMax: number | null;
  /** The program's budget in dollars and what is left of it after the awards made; null: no budget kept. */
  budgetTotal: number | null;
  budgetLeft: number | null;
  /** Who can apply, shown before applying (the catalogue's card lists the first few). */
  eligibilityCriteria: EligibilityCriterion[];
}

/** GET /api/resource/:id: a program with its form and, for applicants, whether they applied already. */
export interface ProgramDetailView extends ProgramView {
  formFields: FormField[];
  settings: ProgramSettings;
  contactInfo: ProgramContactInfo;
  /** For applicants: whether this account already applied (a second application is refused unless allowed). */
  alreadyApplied: boolean;
  /** For applicants: the account's latest draft to this program (to continue it), or null. */
  draftId: number | null;
  /** For applicants: the account's latest submitted application to this program, or null. */
  applicationId: number | null;
}

/**
 * GET /api/applications/mine: one of the account's applications, with its status: the state's public label
 * (never an internal name such as QA/QC-Ready) and the colour of the state.
 */
export interface ApplicationSummaryView {
  id: number;
  externalId: string;
  programId: number;
  programName: string;
  processId: number;
  applicantName: string;
  communityEntityType: number;
  status: { id: number; name: string; colour: StatusColour | 'default' };
  /** ISO times. */
  submittedAt: string | null;
  createdAt: string;
}
