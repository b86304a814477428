import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795431583358 implements MigrationInterface {
  name = 'InitialSchema1795431583358';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "instances" ("id" SERIAL NOT NULL, "subdomain" character varying(63) NOT NULL, "name" character varying(200) NOT NULL, "program_type" character varying(20) NOT NULL DEFAULT \'other\', "active" boolean NOT NULL DEFAULT true, "access_status" character varying(40) NOT NULL DEFAULT \'open\', "background_url" text, "logo_url" text, "portal_title" character varying(200), "login_heading" character varying(200), "login_message" text, "text_mode" character varying(20) NOT NULL DEFAULT \'bright\', "portal_url" text, "use_fwp_domain" boolean NOT NULL DEFAULT false, "forward_login" boolean NOT NULL DEFAULT false, "captcha_enabled" boolean NOT NULL DEFAULT false, "sso_enabled" boolean NOT NULL DEFAULT false, "sign_up_individuals" boolean NOT NULL DEFAULT true, "sign_up_business" boolean NOT NULL DEFAULT true, "individual_signup_link" text, "business_signup_link" text, "has_branding" boolean NOT NULL DEFAULT true, "contact_info" jsonb NOT NULL DEFAULT \'{}\', "track_program_events" boolean NOT NULL DEFAULT false, "languages" text array, "default_language" character varying(10) NOT NULL DEFAULT \'en\', "mfa_required" boolean NOT NULL DEFAULT false, "lockout_threshold" smallint NOT NULL DEFAULT \'5\', "lockout_minutes" smallint NOT NULL DEFAULT \'15\', "content" jsonb NOT NULL DEFAULT \'{}\', "sync_report_enabled" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d61e23e0bdbbfe4abad4d1f50e1" UNIQUE ("subdomain"), CONSTRAINT "PK_11862209053330b4765f7f54178" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" character varying(254), "phone" character varying(20), "password_hash" text, "first_name" character varying(50), "last_name" character varying(50), "default_language" character varying(10) NOT NULL DEFAULT \'en\', "failed_attempts" smallint NOT NULL DEFAULT \'0\', "locked_until" TIMESTAMP WITH TIME ZONE, "mfa_channels" text array NOT NULL DEFAULT \'{email}\', "sms_consent" boolean NOT NULL DEFAULT false, "profile_pic_url" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_users_email" ON "users"  ("email") WHERE email IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX "uq_users_phone" ON "users"  ("phone") WHERE phone IS NOT NULL');
    await q.query(
      'CREATE TABLE "accounts" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "user_id" integer NOT NULL, "entity_type" smallint NOT NULL, "entity_id" integer NOT NULL, "community_entity_type" smallint, "roles" integer array NOT NULL DEFAULT \'{}\', "active" boolean NOT NULL DEFAULT true, "show_inactive" boolean NOT NULL DEFAULT false, "mfa_required" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_5a7a02c20412299d198e097a8fe" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_accounts_user" ON "accounts"  ("instance_id", "user_id") ');
    await q.query(
      'CREATE UNIQUE INDEX "uq_accounts_entity" ON "accounts"  ("instance_id", "user_id", "entity_type", "entity_id") ',
    );
    await q.query(
      'CREATE TABLE "businesses" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "company_name" character varying(100) NOT NULL, "email" character varying(100), "address_line1" character varying(200), "address_line2" character varying(200), "url_logo" text, "partner_organization_id" integer, CONSTRAINT "PK_bc1bf63498dd2368ce3dc8686e8" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_businesses_email" ON "businesses"  ("instance_id", "email") ');
    await q.query(
      'CREATE TABLE "governments" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, CONSTRAINT "PK_881b45fcd49cb941b26eb238768" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "individuals" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "first_name" character varying(50), "last_name" character varying(50), "email" character varying(254), "phone" character varying(20), "profile_pic_url" text, "partner_organization_id" integer, "profile" jsonb NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_ebf809180acc8fce381144eb48b" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_individuals_email" ON "individuals"  ("instance_id", "email") ');
    await q.query(
      'CREATE TABLE "organizations" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(254), "phone" character varying(20), "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_organizations_name" ON "organizations"  ("instance_id", "name") ');
    await q.query(
      'CREATE TABLE "programs" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "external_id" character varying(100), "active" boolean NOT NULL DEFAULT true, "allow_multiple_applications" boolean NOT NULL DEFAULT false, "display_name" character varying(200) NOT NULL, "description" text, "application_type" smallint NOT NULL DEFAULT \'0\', "sign_up_individuals" boolean NOT NULL DEFAULT false, "sign_up_business" boolean NOT NULL DEFAULT false, "audience" smallint array NOT NULL DEFAULT \'{1,2}\', "apply_url" text, "subscription_id" character varying(100), "scope" character varying(10) NOT NULL DEFAULT \'Local\', "settings" jsonb NOT NULL DEFAULT \'{"FormURL":false,"Applications":{"AllowCases":false,"MultipleDraftCases":false,"ApplicantSubmission":false},"Payments":{"Type":false},"Tasks":[]}\', "contact_info" jsonb NOT NULL DEFAULT \'{}\', "form_fields" jsonb NOT NULL DEFAULT \'[]\', "eligibility_criteria" jsonb NOT NULL DEFAULT \'[]\', "mfa_required" boolean NOT NULL DEFAULT false, "launched" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d43c664bcaafc0e8a06dfd34e05" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_programs_active" ON "programs"  ("instance_id", "active") ');
    await q.query(
      'CREATE TABLE "workflows" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "name" character varying(200) NOT NULL, "categories" text array NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_5b5757cc1cd86268019fef52e0c" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_workflows_program" ON "workflows"  ("instance_id", "program_id") ');
    await q.query(
      'CREATE TABLE "workflow_states" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "workflow_id" integer NOT NULL, "name" character varying(100) NOT NULL, "is_initial" boolean NOT NULL DEFAULT false, "requires_reason" boolean NOT NULL DEFAULT false, "requires_comment" boolean NOT NULL DEFAULT false, "approved" boolean NOT NULL DEFAULT false, "declined" boolean NOT NULL DEFAULT false, "sort_order" smallint NOT NULL DEFAULT \'0\', "position" jsonb NOT NULL DEFAULT \'{"x":0,"y":0}\', CONSTRAINT "PK_d495dad7ebe116fb8f989f1e144" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_states_workflow" ON "workflow_states"  ("instance_id", "workflow_id") ');
    await q.query(
      'CREATE TABLE "applications" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "workflow_id" integer NOT NULL, "current_state_id" integer NOT NULL, "state_entered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "external_id" character varying(40) NOT NULL, "owner_id" integer, "organization_id" integer, "applicant_user_id" integer, "applicant_account_id" integer, "community_entity_type" smallint NOT NULL DEFAULT \'2\', "applicant_name" character varying(200) NOT NULL, "client_id" character varying(40), "case_number" character varying(40), "payment_channel_name" character varying(60), "payment_status_name" character varying(60), "eviction_notice" boolean NOT NULL DEFAULT false, "income_threshold" numeric(12,2), "award_amount" numeric(12,2), "category_name" character varying(100), "answers" jsonb NOT NULL DEFAULT \'{}\', "last_changed_by_id" integer, "last_changed_at" TIMESTAMP WITH TIME ZONE, "last_com_date" TIMESTAMP WITH TIME ZONE, "last_com_direction" character varying(10), "last_com_type" character varying(10), "unread_email" integer NOT NULL DEFAULT \'0\', "unread_sms" integer NOT NULL DEFAULT \'0\', "unread_voice" integer NOT NULL DEFAULT \'0\', "unread_ivr" integer NOT NULL DEFAULT \'0\', "validation_total" integer NOT NULL DEFAULT \'0\', "validation_warning" integer NOT NULL DEFAULT \'0\', "validation_failed" integer NOT NULL DEFAULT \'0\', "validation_passed" integer NOT NULL DEFAULT \'0\', "submitted_at" TIMESTAMP WITH TIME ZONE, "version" integer NOT NULL DEFAULT \'1\', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_938c0a27255637bde919591888f" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_applications_applicant" ON "applications"  ("instance_id", "applicant_user_id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_owner" ON "applications"  ("instance_id", "owner_id", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_state" ON "applications"  ("instance_id", "current_state_id", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_created" ON "applications"  ("instance_id", "created_at", "id") ',
    );
    await q.query(
      'CREATE TABLE "application_events" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" BIGSERIAL NOT NULL, "application_id" integer NOT NULL, "type" character varying(20) NOT NULL, "actor_user_id" integer, "from_state_id" integer, "to_state_id" integer, "from_owner_id" integer, "to_owner_id" integer, "comment" text, "reason_id" integer, "bulk_operation_id" integer, CONSTRAINT "PK_fd185969787381d8bf8c529bc00" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_application_events_bulk" ON "application_events"  ("instance_id", "bulk_operation_id") ',
    );
    await q.query(
      'CREATE INDEX "ix_application_events_app" ON "application_events"  ("instance_id", "application_id", "created_at") ',
    );
    await q.query(
      'CREATE TABLE "bulk_operations" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "actor_user_id" integer NOT NULL, "action" character varying(30) NOT NULL, "to_state_id" integer, "owner_id" integer, "requested" integer NOT NULL, "succeeded" integer NOT NULL, "failed" integer NOT NULL, CONSTRAINT "PK_1809d3916de887ac1c2db1eb157" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_bulk_operations_time" ON "bulk_operations"  ("instance_id", "created_at") ',
    );
    await q.query(
      'CREATE TABLE "login_events" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" BIGSERIAL NOT NULL, "user_id" integer, "account_id" integer, "community_entity_type" smallint, "success" boolean NOT NULL, "failure_code" character varying(40), CONSTRAINT "PK_5cd6102474db62bc181590b9902" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_login_events_time" ON "login_events"  ("instance_id", "created_at") ');
    await q.query(
      'CREATE TABLE "one_time_codes" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "account_id" integer, "purpose" character varying(30) NOT NULL, "channel" character varying(10) NOT NULL, "code_hash" text NOT NULL, "attempts" smallint NOT NULL DEFAULT \'0\', "new_login_id" character varying(254), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ae6fc30aa12eeae02fec8d6b63e" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_codes_user" ON "one_time_codes"  ("instance_id", "user_id", "purpose") ');
    await q.query(
      'CREATE TABLE "operation_tokens" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "operation" character varying(30) NOT NULL, "token_hash" character varying(64) NOT NULL, "new_login_id" character varying(254), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a05def4ae6c1ce1047ac0d95328" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_operation_tokens_hash" ON "operation_tokens"  ("token_hash") ');
    await q.query(
      'CREATE TABLE "sessions" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "account_id" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "parent_session_account_id" integer, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_sessions_user" ON "sessions"  ("instance_id", "user_id") ');
    await q.query(
      'CREATE TABLE "communications" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "application_id" integer NOT NULL, "type" character varying(10) NOT NULL, "direction" character varying(10) NOT NULL, "sender_user_id" integer, "sender_name" character varying(200) NOT NULL, "subject" character varying(300), "body" text NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_29ec793018d5d5ca19d40149e87" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_communications_app" ON "communications"  ("instance_id", "application_id", "created_at") ',
    );
    await q.query(
      'CREATE TABLE "outbox_messages" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "channel" character varying(10) NOT NULL, "recipient" character varying(254) NOT NULL, "subject" character varying(300), "body" text NOT NULL, CONSTRAINT "PK_0171348f527c64b137e4d4f5b66" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_outbox_time" ON "outbox_messages"  ("instance_id", "created_at") ');
    await q.query(
      'CREATE TABLE "denial_reasons" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "state_id" integer, "label" character varying(200) NOT NULL, CONSTRAINT "PK_9fc5ca67bf0fe94c87abf26fe65" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_denial_reasons_program" ON "denial_reasons"  ("instance_id", "program_id", "created_at") ',
    );
    await q.query(
      'CREATE TABLE "notification_rules" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer, "name" character varying(200) NOT NULL, "event" character varying(30) NOT NULL, "state_id" integer, "channel" character varying(10) NOT NULL DEFAULT \'email\', "subject" character varying(300), "body" text NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_eb87ba4f7f01eabf003fcf4e65c" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_notification_rules_program" ON "notification_rules"  ("instance_id", "program_id") ',
    );
    await q.query(
      'CREATE TABLE "notification_participants" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "rule_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "value" character varying(254), CONSTRAINT "PK_d42d4e0e67ff9114032551d32d9" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_notification_participants_rule" ON "notification_participants"  ("instance_id", "rule_id") ',
    );
    await q.query(
      'CREATE TABLE "outreach_items" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "title" character varying(200) NOT NULL, "channel" character varying(10) NOT NULL DEFAULT \'email\', "body" text NOT NULL, "scheduled_at" TIMESTAMP WITH TIME ZONE, "status" character varying(10) NOT NULL DEFAULT \'draft\', CONSTRAINT "PK_a3c5f448dfdb748c80ea2b04988" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_outreach_items_program" ON "outreach_items"  ("instance_id", "program_id") ',
    );
    await q.query(
      'CREATE TABLE "permission_grants" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer, "role_number" integer NOT NULL, "permission_key" character varying(40) NOT NULL, "level" smallint NOT NULL, CONSTRAINT "PK_be6ee1d795d0ac9f29a4e27a000" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_permission_grants_instance" ON "permission_grants"  ("instance_id", "role_number", "permission_key") WHERE program_id IS NULL',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_permission_grants_program" ON "permission_grants"  ("instance_id", "role_number", "permission_key", "program_id") WHERE program_id IS NOT NULL',
    );
    await q.query(
      'CREATE TABLE "marketplace_tokens" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "token_hash" character varying(64) NOT NULL, "saas_subscription_id" character varying(100) NOT NULL, "subscription_name" character varying(200) NOT NULL, "offer_id" character varying(100) NOT NULL, "plan_id" character varying(100) NOT NULL, "purchaser_email" character varying(254) NOT NULL, CONSTRAINT "UQ_05a640a68e049e1bd9649972776" UNIQUE ("token_hash"), CONSTRAINT "PK_826db8fbb0be596838e87431d30" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "plans" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "offer_id" character varying(100) NOT NULL, "plan_id" character varying(100) NOT NULL, "display_name" character varying(200) NOT NULL, CONSTRAINT "PK_3720521a81c7c24fe9b7202ba61" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_plans" ON "plans"  ("instance_id", "offer_id", "plan_id") ');
    await q.query(
      'CREATE TABLE "subscriptions" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "saas_subscription_id" character varying(100) NOT NULL, "user_id" integer, "name" character varying(200) NOT NULL, "offer_id" character varying(100) NOT NULL, "plan_id" character varying(100) NOT NULL, "status" character varying(30) NOT NULL DEFAULT \'PendingFulfillmentStart\', "purchaser_email" character varying(254) NOT NULL, "admin_email" character varying(254), "forms_engine_application_id" character varying(100), "application_submitted" boolean NOT NULL DEFAULT false, "application_state" character varying(20), CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_subscriptions_saas" ON "subscriptions"  ("instance_id", "saas_subscription_id") ',
    );
    await q.query('CREATE INDEX "ix_subscriptions_user" ON "subscriptions"  ("instance_id", "user_id") ');
    await q.query(
      'CREATE TABLE "validation_rules" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "name" character varying(200) NOT NULL, "kind" character varying(30) NOT NULL, "config" jsonb NOT NULL DEFAULT \'{}\', "severity" character varying(10) NOT NULL DEFAULT \'failed\', "message" character varying(300) NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_e716d3b67a48a975d22ecb7a0b5" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_validation_rules_program" ON "validation_rules"  ("instance_id", "program_id") ',
    );
    await q.query(
      'CREATE TABLE "validation_results" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "application_id" integer NOT NULL, "rule_id" integer NOT NULL, "outcome" character varying(10) NOT NULL, "message" character varying(300) NOT NULL, "ran_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fd2b8fa2dd92672471522c88b1c" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_validation_results" ON "validation_results"  ("instance_id", "application_id", "rule_id") ',
    );
    await q.query(
      'CREATE TABLE "workflow_transitions" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "workflow_id" integer NOT NULL, "from_state_id" integer NOT NULL, "to_state_id" integer NOT NULL, "default_user_id" integer, "requires_user_assignment" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_edda0b5bb7b13fc6681c56764af" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_transitions" ON "workflow_transitions"  ("instance_id", "from_state_id", "to_state_id") ',
    );
    await q.query(
      'CREATE TABLE "transition_owners" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "transition_id" integer NOT NULL, "user_id" integer NOT NULL, "organization_id" integer, CONSTRAINT "PK_db41114b9878464ca9e1e500ae8" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_transition_owners" ON "transition_owners"  ("instance_id", "transition_id", "user_id") ',
    );
    await q.query(
      'CREATE TABLE "workflow_members" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "workflow_id" integer NOT NULL, "user_id" integer NOT NULL, "role_name" character varying(60) NOT NULL, CONSTRAINT "PK_13a9338e741992223a613e2a93e" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_workflow_members" ON "workflow_members"  ("instance_id", "workflow_id", "user_id", "role_name") ',
    );
    await q.query(
      'ALTER TABLE "accounts" ADD CONSTRAINT "FK_312ea3e642feb26e951d1c42d54" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "accounts" ADD CONSTRAINT "FK_3000dad1da61b29953f07476324" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "businesses" ADD CONSTRAINT "FK_ca6a183b7afe76e1e121f0fa1d3" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "governments" ADD CONSTRAINT "FK_94514f38086ff7e309627789d20" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "individuals" ADD CONSTRAINT "FK_8cfa67b67c7f2b5349bf0732e79" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "organizations" ADD CONSTRAINT "FK_dcdb4abd3ee142644e58d512c98" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "programs" ADD CONSTRAINT "FK_f4a501a012a24d960903e7ab7c2" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflows" ADD CONSTRAINT "FK_d0c319ba0ad644b6d62b3d98e37" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflows" ADD CONSTRAINT "FK_2d772a49df9b7e108fbbbdb68da" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_states" ADD CONSTRAINT "FK_33b94ec0571052343a42855c6da" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_states" ADD CONSTRAINT "FK_f2cf3978de9bc29cfbb2de763ee" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_c7ed0dcc8469ca7f4a05b77ceca" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_1cb4cb9e96a4bcfc8eb05756d13" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_71079fd3697a7701c2389278f5f" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_725ba5703f14611853cbbf40d33" FOREIGN KEY ("current_state_id") REFERENCES "workflow_states"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_e57508958bf92b9d9d25231b5e8" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_8808eef8dd417f90bcf91cb9fb6" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "applications" ADD CONSTRAINT "FK_e06f09fc50f7218a58270e5d558" FOREIGN KEY ("applicant_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "application_events" ADD CONSTRAINT "FK_ab45ecd3e58b064b7d1c6e06f1f" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "application_events" ADD CONSTRAINT "FK_58159d663fba2a48144c5ed3f4d" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "bulk_operations" ADD CONSTRAINT "FK_a3f51fecf98af081e6184f25c87" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "login_events" ADD CONSTRAINT "FK_610df15bfc7749554e97e493e86" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "one_time_codes" ADD CONSTRAINT "FK_6ef57d9db1309f8bef1a831f69c" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "one_time_codes" ADD CONSTRAINT "FK_0433995289124c61e5293dcb780" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "operation_tokens" ADD CONSTRAINT "FK_a68f8b692ddab80dac791d42d8a" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "operation_tokens" ADD CONSTRAINT "FK_bdea65e62bfad5711260ec134a6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_29f9d17c21609891921670f1e4d" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_da0cf19646ff5c6e3c0284468e5" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "communications" ADD CONSTRAINT "FK_8510598b6ba4f0051237effaef8" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "communications" ADD CONSTRAINT "FK_5e151b16f3b80d60d661356e5e7" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "outbox_messages" ADD CONSTRAINT "FK_255aa7ee527fd469de994085b7b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "denial_reasons" ADD CONSTRAINT "FK_5807cb3a6a87292383f6e3e6c0d" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "denial_reasons" ADD CONSTRAINT "FK_1d4b08cb4a7eff3fdced63860c6" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "denial_reasons" ADD CONSTRAINT "FK_88d0931098baea2da66f9011ee2" FOREIGN KEY ("state_id") REFERENCES "workflow_states"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "notification_rules" ADD CONSTRAINT "FK_0d46995ee69b448b3db76a62867" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "notification_rules" ADD CONSTRAINT "FK_05a7fbe01032eff41d9ab46d0da" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "notification_participants" ADD CONSTRAINT "FK_bea8c5b96b220787332912f7ab8" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "notification_participants" ADD CONSTRAINT "FK_182e1c4465da41961586fba6d25" FOREIGN KEY ("rule_id") REFERENCES "notification_rules"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "outreach_items" ADD CONSTRAINT "FK_1b7989e1a82f19d1e0422370a2d" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "outreach_items" ADD CONSTRAINT "FK_97ce89d5905b13d7346fb448a52" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "permission_grants" ADD CONSTRAINT "FK_cd07b15dd536613bbb3cdbaeb3f" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "permission_grants" ADD CONSTRAINT "FK_4be838541ef96ff0edba6c2390e" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "marketplace_tokens" ADD CONSTRAINT "FK_b52db90085fef52b72dca872a20" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "plans" ADD CONSTRAINT "FK_1ef168480e177dac928ab94ff3b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_a685e34f8737ffbf923e091fbf2" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "validation_rules" ADD CONSTRAINT "FK_3d4aed837875eeac311c4de3eaa" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "validation_rules" ADD CONSTRAINT "FK_a1b56e9c90c1205177d73b35eee" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "validation_results" ADD CONSTRAINT "FK_51f5c74684b0bf96213c1ccdd54" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "validation_results" ADD CONSTRAINT "FK_5c8a1009ca6498fbf4b1ccffc04" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "validation_results" ADD CONSTRAINT "FK_c1f1b4ddeddf651944eac624ad9" FOREIGN KEY ("rule_id") REFERENCES "validation_rules"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_transitions" ADD CONSTRAINT "FK_044d830d378888731005dfc1505" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_transitions" ADD CONSTRAINT "FK_5f3e37455c9a771dd328eb082e4" FOREIGN KEY ("from_state_id") REFERENCES "workflow_states"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_transitions" ADD CONSTRAINT "FK_7e1a222e7d5a313fd8007bb7243" FOREIGN KEY ("to_state_id") REFERENCES "workflow_states"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_transitions" ADD CONSTRAINT "FK_05cff37018d8da48bc87824f6bb" FOREIGN KEY ("default_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "transition_owners" ADD CONSTRAINT "FK_2796de35ac5bd744e1b31e71dd1" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "transition_owners" ADD CONSTRAINT "FK_4166ed8b77e882f2a8a6050e59d" FOREIGN KEY ("transition_id") REFERENCES "workflow_transitions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "transition_owners" ADD CONSTRAINT "FK_c8b0a866a53c2077d7abb1df2b7" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "transition_owners" ADD CONSTRAINT "FK_043068b023e377f56328d7deccf" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_members" ADD CONSTRAINT "FK_c005ceea048e6351f9171ddde0b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_members" ADD CONSTRAINT "FK_46054478312e9e54e83566f4f98" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "workflow_members" ADD CONSTRAINT "FK_b22a348dd06afa8b89bdca6b119" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "workflow_members" DROP CONSTRAINT "FK_b22a348dd06afa8b89bdca6b119"');
    await q.query('ALTER TABLE "workflow_members" DROP CONSTRAINT "FK_46054478312e9e54e83566f4f98"');
    await q.query('ALTER TABLE "workflow_members" DROP CONSTRAINT "FK_c005ceea048e6351f9171ddde0b"');
    await q.query('ALTER TABLE "transition_owners" DROP CONSTRAINT "FK_043068b023e377f56328d7deccf"');
    await q.query('ALTER TABLE "transition_owners" DROP CONSTRAINT "FK_c8b0a866a53c2077d7abb1df2b7"');
    await q.query('ALTER TABLE "transition_owners" DROP CONSTRAINT "FK_4166ed8b77e882f2a8a6050e59d"');
    await q.query('ALTER TABLE "transition_owners" DROP CONSTRAINT "FK_2796de35ac5bd744e1b31e71dd1"');
    await q.query('ALTER TABLE "workflow_transitions" DROP CONSTRAINT "FK_05cff37018d8da48bc87824f6bb"');
    await q.query('ALTER TABLE "workflow_transitions" DROP CONSTRAINT "FK_7e1a222e7d5a313fd8007bb7243"');
    await q.query('ALTER TABLE "workflow_transitions" DROP CONSTRAINT "FK_5f3e37455c9a771dd328eb082e4"');
    await q.query('ALTER TABLE "workflow_transitions" DROP CONSTRAINT "FK_044d830d378888731005dfc1505"');
    await q.query('ALTER TABLE "validation_results" DROP CONSTRAINT "FK_c1f1b4ddeddf651944eac624ad9"');
    await q.query('ALTER TABLE "validation_results" DROP CONSTRAINT "FK_5c8a1009ca6498fbf4b1ccffc04"');
    await q.query('ALTER TABLE "validation_results" DROP CONSTRAINT "FK_51f5c74684b0bf96213c1ccdd54"');
    await q.query('ALTER TABLE "validation_rules" DROP CONSTRAINT "FK_a1b56e9c90c1205177d73b35eee"');
    await q.query('ALTER TABLE "validation_rules" DROP CONSTRAINT "FK_3d4aed837875eeac311c4de3eaa"');
    await q.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1"');
    await q.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_a685e34f8737ffbf923e091fbf2"');
    await q.query('ALTER TABLE "plans" DROP CONSTRAINT "FK_1ef168480e177dac928ab94ff3b"');
    await q.query('ALTER TABLE "marketplace_tokens" DROP CONSTRAINT "FK_b52db90085fef52b72dca872a20"');
    await q.query('ALTER TABLE "permission_grants" DROP CONSTRAINT "FK_4be838541ef96ff0edba6c2390e"');
    await q.query('ALTER TABLE "permission_grants" DROP CONSTRAINT "FK_cd07b15dd536613bbb3cdbaeb3f"');
    await q.query('ALTER TABLE "outreach_items" DROP CONSTRAINT "FK_97ce89d5905b13d7346fb448a52"');
    await q.query('ALTER TABLE "outreach_items" DROP CONSTRAINT "FK_1b7989e1a82f19d1e0422370a2d"');
    await q.query('ALTER TABLE "notification_participants" DROP CONSTRAINT "FK_182e1c4465da41961586fba6d25"');
    await q.query('ALTER TABLE "notification_participants" DROP CONSTRAINT "FK_bea8c5b96b220787332912f7ab8"');
    await q.query('ALTER TABLE "notification_rules" DROP CONSTRAINT "FK_05a7fbe01032eff41d9ab46d0da"');
    await q.query('ALTER TABLE "notification_rules" DROP CONSTRAINT "FK_0d46995ee69b448b3db76a62867"');
    await q.query('ALTER TABLE "denial_reasons" DROP CONSTRAINT "FK_88d0931098baea2da66f9011ee2"');
    await q.query('ALTER TABLE "denial_reasons" DROP CONSTRAINT "FK_1d4b08cb4a7eff3fdced63860c6"');
    await q.query('ALTER TABLE "denial_reasons" DROP CONSTRAINT "FK_5807cb3a6a87292383f6e3e6c0d"');
    await q.query('ALTER TABLE "outbox_messages" DROP CONSTRAINT "FK_255aa7ee527fd469de994085b7b"');
    await q.query('ALTER TABLE "communications" DROP CONSTRAINT "FK_5e151b16f3b80d60d661356e5e7"');
    await q.query('ALTER TABLE "communications" DROP CONSTRAINT "FK_8510598b6ba4f0051237effaef8"');
    await q.query('ALTER TABLE "sessions" DROP CONSTRAINT "FK_da0cf19646ff5c6e3c0284468e5"');
    await q.query('ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"');
    await q.query('ALTER TABLE "sessions" DROP CONSTRAINT "FK_29f9d17c21609891921670f1e4d"');
    await q.query('ALTER TABLE "operation_tokens" DROP CONSTRAINT "FK_bdea65e62bfad5711260ec134a6"');
    await q.query('ALTER TABLE "operation_tokens" DROP CONSTRAINT "FK_a68f8b692ddab80dac791d42d8a"');
    await q.query('ALTER TABLE "one_time_codes" DROP CONSTRAINT "FK_0433995289124c61e5293dcb780"');
    await q.query('ALTER TABLE "one_time_codes" DROP CONSTRAINT "FK_6ef57d9db1309f8bef1a831f69c"');
    await q.query('ALTER TABLE "login_events" DROP CONSTRAINT "FK_610df15bfc7749554e97e493e86"');
    await q.query('ALTER TABLE "bulk_operations" DROP CONSTRAINT "FK_a3f51fecf98af081e6184f25c87"');
    await q.query('ALTER TABLE "application_events" DROP CONSTRAINT "FK_58159d663fba2a48144c5ed3f4d"');
    await q.query('ALTER TABLE "application_events" DROP CONSTRAINT "FK_ab45ecd3e58b064b7d1c6e06f1f"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_e06f09fc50f7218a58270e5d558"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_8808eef8dd417f90bcf91cb9fb6"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_e57508958bf92b9d9d25231b5e8"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_725ba5703f14611853cbbf40d33"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_71079fd3697a7701c2389278f5f"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_1cb4cb9e96a4bcfc8eb05756d13"');
    await q.query('ALTER TABLE "applications" DROP CONSTRAINT "FK_c7ed0dcc8469ca7f4a05b77ceca"');
    await q.query('ALTER TABLE "workflow_states" DROP CONSTRAINT "FK_f2cf3978de9bc29cfbb2de763ee"');
    await q.query('ALTER TABLE "workflow_states" DROP CONSTRAINT "FK_33b94ec0571052343a42855c6da"');
    await q.query('ALTER TABLE "workflows" DROP CONSTRAINT "FK_2d772a49df9b7e108fbbbdb68da"');
    await q.query('ALTER TABLE "workflows" DROP CONSTRAINT "FK_d0c319ba0ad644b6d62b3d98e37"');
    await q.query('ALTER TABLE "programs" DROP CONSTRAINT "FK_f4a501a012a24d960903e7ab7c2"');
    await q.query('ALTER TABLE "organizations" DROP CONSTRAINT "FK_dcdb4abd3ee142644e58d512c98"');
    await q.query('ALTER TABLE "individuals" DROP CONSTRAINT "FK_8cfa67b67c7f2b5349bf0732e79"');
    await q.query('ALTER TABLE "governments" DROP CONSTRAINT "FK_94514f38086ff7e309627789d20"');
    await q.query('ALTER TABLE "businesses" DROP CONSTRAINT "FK_ca6a183b7afe76e1e121f0fa1d3"');
    await q.query('ALTER TABLE "accounts" DROP CONSTRAINT "FK_3000dad1da61b29953f07476324"');
    await q.query('ALTER TABLE "accounts" DROP CONSTRAINT "FK_312ea3e642feb26e951d1c42d54"');
    await q.query('DROP INDEX "public"."uq_workflow_members"');
    await q.query('DROP TABLE "workflow_members"');
    await q.query('DROP INDEX "public"."uq_transition_owners"');
    await q.query('DROP TABLE "transition_owners"');
    await q.query('DROP INDEX "public"."uq_transitions"');
    await q.query('DROP TABLE "workflow_transitions"');
    await q.query('DROP INDEX "public"."uq_validation_results"');
    await q.query('DROP TABLE "validation_results"');
    await q.query('DROP INDEX "public"."ix_validation_rules_program"');
    await q.query('DROP TABLE "validation_rules"');
    await q.query('DROP INDEX "public"."ix_subscriptions_user"');
    await q.query('DROP INDEX "public"."uq_subscriptions_saas"');
    await q.query('DROP TABLE "subscriptions"');
    await q.query('DROP INDEX "public"."uq_plans"');
    await q.query('DROP TABLE "plans"');
    await q.query('DROP TABLE "marketplace_tokens"');
    await q.query('DROP INDEX "public"."uq_permission_grants_program"');
    await q.query('DROP INDEX "public"."uq_permission_grants_instance"');
    await q.query('DROP TABLE "permission_grants"');
    await q.query('DROP INDEX "public"."ix_outreach_items_program"');
    await q.query('DROP TABLE "outreach_items"');
    await q.query('DROP INDEX "public"."ix_notification_participants_rule"');
    await q.query('DROP TABLE "notification_participants"');
    await q.query('DROP INDEX "public"."ix_notification_rules_program"');
    await q.query('DROP TABLE "notification_rules"');
    await q.query('DROP INDEX "public"."ix_denial_reasons_program"');
    await q.query('DROP TABLE "denial_reasons"');
    await q.query('DROP INDEX "public"."ix_outbox_time"');
    await q.query('DROP TABLE "outbox_messages"');
    await q.query('DROP INDEX "public"."ix_communications_app"');
    await q.query('DROP TABLE "communications"');
    await q.query('DROP INDEX "public"."ix_sessions_user"');
    await q.query('DROP TABLE "sessions"');
    await q.query('DROP INDEX "public"."uq_operation_tokens_hash"');
    await q.query('DROP TABLE "operation_tokens"');
    await q.query('DROP INDEX "public"."ix_codes_user"');
    await q.query('DROP TABLE "one_time_codes"');
    await q.query('DROP INDEX "public"."ix_login_events_time"');
    await q.query('DROP TABLE "login_events"');
    await q.query('DROP INDEX "public"."ix_bulk_operations_time"');
    await q.query('DROP TABLE "bulk_operations"');
    await q.query('DROP INDEX "public"."ix_application_events_app"');
    await q.query('DROP INDEX "public"."ix_application_events_bulk"');
    await q.query('DROP TABLE "application_events"');
    await q.query('DROP INDEX "public"."ix_applications_created"');
    await q.query('DROP INDEX "public"."ix_applications_state"');
    await q.query('DROP INDEX "public"."ix_applications_owner"');
    await q.query('DROP INDEX "public"."ix_applications_applicant"');
    await q.query('DROP TABLE "applications"');
    await q.query('DROP INDEX "public"."ix_states_workflow"');
    await q.query('DROP TABLE "workflow_states"');
    await q.query('DROP INDEX "public"."ix_workflows_program"');
    await q.query('DROP TABLE "workflows"');
    await q.query('DROP INDEX "public"."ix_programs_active"');
    await q.query('DROP TABLE "programs"');
    await q.query('DROP INDEX "public"."ix_organizations_name"');
    await q.query('DROP TABLE "organizations"');
    await q.query('DROP INDEX "public"."ix_individuals_email"');
    await q.query('DROP TABLE "individuals"');
    await q.query('DROP TABLE "governments"');
    await q.query('DROP INDEX "public"."ix_businesses_email"');
    await q.query('DROP TABLE "businesses"');
    await q.query('DROP INDEX "public"."uq_accounts_entity"');
    await q.query('DROP INDEX "public"."ix_accounts_user"');
    await q.query('DROP TABLE "accounts"');
    await q.query('DROP INDEX "public"."uq_users_phone"');
    await q.query('DROP INDEX "public"."uq_users_email"');
    await q.query('DROP TABLE "users"');
    await q.query('DROP TABLE "instances"');
  }
}
