import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ContactInfo } from '../../../contract/branding.js';
import type { InstanceFeature } from '../../../contract/instance-features.js';

export type ProgramType = 'marketplace' | 'workflow' | 'other';
/** Whether the instance's program lets applicants in (find-login and login answer with the reason). */
export type AccessStatus =
  | 'open'
  | 'program_not_opened_yet'
  | 'not_enough_budget_for_login'
  | 'program_closed';

export type { ContactInfo };

/** The branding texts a language may override, by language code ('es', 'zh-TW'). */
export type BrandingTranslations = Record<
  string,
  Partial<Record<'portalTitle' | 'loginHeading' | 'loginMessage', string>>
>;

/** A deployment: its sub-domain, branding, languages, sign-up and security rules. */
@Entity('instances')
export class Instance {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 63, unique: true })
  subdomain: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'other' })
  programType: ProgramType;

  @Column({ default: true })
  active: boolean;

  @Column({ type: 'varchar', length: 40, default: 'open' })
  accessStatus: AccessStatus;

  // Branding (access spec §3).
  @Column({ type: 'text', nullable: true })
  backgroundUrl: string | null;

  @Column({ type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  portalTitle: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  loginHeading: string | null;

  @Column({ type: 'text', nullable: true })
  loginMessage: string | null;

  /** The texts above in other languages; a field a language lacks stays as stored (branding.ts). */
  @Column({ type: 'jsonb', default: {} })
  brandingTranslations: BrandingTranslations;

  @Column({ type: 'varchar', length: 20, default: 'bright' })
  textMode: string;

  @Column({ type: 'text', nullable: true })
  portalUrl: string | null;

  @Column({ default: false })
  useFwpDomain: boolean;

  @Column({ default: false })
  forwardLogin: boolean;

  @Column({ default: false })
  captchaEnabled: boolean;

  @Column({ default: false })
  ssoEnabled: boolean;

  @Column({ default: true })
  signUpIndividuals: boolean;

  @Column({ default: true })
  signUpBusiness: boolean;

  @Column({ type: 'text', nullable: true })
  individualSignupLink: string | null;

  @Column({ type: 'text', nullable: true })
  businessSignupLink: string | null;

  /** False when the instance has no branding of its own (login then always sends the captcha token). */
  @Column({ default: true })
  hasBranding: boolean;

  @Column({ type: 'jsonb', default: {} })
  contactInfo: ContactInfo;

  @Column({ default: false })
  trackProgramEvents: boolean;

  /** Language codes offered; null offers the whole list. */
  @Column({ type: 'text', array: true, nullable: true })
  languages: string[] | null;

  /** What the specifications tie to particular instances (contract/instance-features.ts), seeded on them. */
  @Column({ type: 'varchar', length: 40, array: true, default: () => "'{}'" })
  features: InstanceFeature[];

  @Column({ type: 'varchar', length: 10, default: 'en' })
  defaultLanguage: string;

  // Security (instance portal).
  @Column({ default: false })
  mfaRequired: boolean;

  @Column({ type: 'smallint', default: 5 })
  lockoutThreshold: number;

  @Column({ type: 'smallint', default: 15 })
  lockoutMinutes: number;

  /** Free content of the instance portal (about text, support page, privacy policy). */
  @Column({ type: 'jsonb', default: {} })
  content: Record<string, unknown>;

  @Column({ default: false })
  syncReportEnabled: boolean;

  /**
   * Where the instance sends its individual accounts (entity type 2) instead of its own pages, except contact
   * info and profile settings (access spec §2 "Route guards"): an address, or a path on the instance's own
   * host. Null: individuals stay on the instance's pages.
   */
  @Column({ type: 'varchar', length: 500, nullable: true })
  individualFormUrl: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
