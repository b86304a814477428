import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type {
  EligibilityCriterion,
  FormField,
  ProgramContactInfo,
  ProgramScope,
  ProgramSettings,
} from '../../../contract/programs.js';

export type { EligibilityCriterion, FormField, ProgramContactInfo, ProgramScope, ProgramSettings };

/** numeric columns come back from pg as text; the program's dollars are plain numbers everywhere else. */
export const DOLLARS = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** An instance resource: a program applicants can apply to. */
@Entity('programs')
@Index('ix_programs_active', ['instanceId', 'active'])
export class Program extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** nr_f2_external_id: the program's id in the forms engine. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  externalId: string | null;

  @Column({ default: true })
  active: boolean;

  @Column({ default: false })
  allowMultipleApplications: boolean;

  @Column({ type: 'varchar', length: 200 })
  displayName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** cd_application_type; 1 with an apply URL off our hosts makes the program third party. */
  @Column({ type: 'smallint', default: 0 })
  applicationType: number;

  @Column({ default: false })
  signUpIndividuals: boolean;

  @Column({ default: false })
  signUpBusiness: boolean;

  /** Which community entity types may apply: 1 business, 2 individual. */
  @Column({ type: 'smallint', array: true, default: '{1,2}' })
  audience: number[];

  @Column({ type: 'text', nullable: true })
  applyUrl: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  subscriptionId: string | null;

  @Column({ type: 'varchar', length: 10, default: 'Local' })
  scope: ProgramScope;

  @Column({
    type: 'jsonb',
    default: {
      FormURL: false,
      Applications: { AllowCases: false, MultipleDraftCases: false, ApplicantSubmission: false },
      Payments: { Type: false },
      Tasks: [],
    },
  })
  settings: ProgramSettings;

  @Column({ type: 'jsonb', default: {} })
  contactInfo: ProgramContactInfo;

  /** The application form's fields (program portal, form tab). */
  @Column({ type: 'jsonb', default: [] })
  formFields: FormField[];

  /** Eligibility criteria shown before applying, e.g. [{"label": "Lives in Springfield"}]. */
  @Column({ type: 'jsonb', default: [] })
  eligibilityCriteria: EligibilityCriterion[];

  /** The application window (issue 18); null: open on that side. closesAt is the deadline. */
  @Column({ type: 'timestamptz', nullable: true })
  opensAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  closesAt: Date | null;

  /** The award in dollars, smallest and largest; null where the program states none. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: DOLLARS })
  amountMin: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: DOLLARS })
  amountMax: number | null;

  /** What the program may award in all, in dollars; null: no budget kept (never "no budget left"). */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: DOLLARS })
  budgetTotal: number | null;

  @Column({ default: false })
  mfaRequired: boolean;

  @Column({ default: false })
  launched: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
