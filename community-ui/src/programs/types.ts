// The programs wire shapes (programs spec §3; GET instanceresources, resource/:id, applications/mine).
import type { StatusColour } from '@server/modules/queue/status-colour.js';

export interface ProgramView {
  cd_resource: number;
  ic_active: boolean;
  ic_allow_multiple_applications: boolean;
  ds_displayname: string;
  ds_description: string | null;
  cd_application_type: number;
  scope: 'National' | 'State' | 'Local' | 'Private';
  audience: number[];
  isThirdParty: boolean;
  resource: { ds_resourceapplyurl: string | null; ds_subscription_id: string | null };
}

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'checkbox' | 'file' | 'textarea';
  required: boolean;
  choices?: string[];
}

export interface ProgramDetail extends ProgramView {
  eligibilityCriteria: { label: string; description?: string }[];
  formFields: FormField[];
  contactInfo: { phone?: string; email?: string };
  alreadyApplied: boolean;
}

export interface ApplicationSummary {
  id: number;
  externalId: string;
  programId: number;
  programName: string;
  status: { id: number; name: string; colour: StatusColour | 'default' };
  submittedAt: string | null;
  createdAt: string;
}
