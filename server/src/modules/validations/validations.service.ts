import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { evaluateEligibility } from '../../contract/eligibility.js';
import type { ValidationReport, ValidationResult } from '../../contract/validations.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import type { Application } from '../applications/entities/application.entity.js';
import { applicationForStaff } from '../programs/application-scope.js';
import { Program } from '../programs/entities/program.entity.js';
import { ValidationRule } from './entities/validation-rule.entity.js';
import { evaluateRule, type RuleContext } from './rule-evaluator.js';

/** What the rules read of an application. */
export type RuleSubject = Pick<
  Application,
  'id' | 'instanceId' | 'programId' | 'applicantUserId' | 'applicantName' | 'answers'
>;

/**
 * The validation center: a program's active rules run against an application, one stored result per
 * (application, rule), and the application's summary counters kept equal to those results.
 */
@Injectable()
export class ValidationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly applications: ApplicationsRepository,
  ) {}

  async report(caller: SessionCaller, applicationId: number): Promise<ValidationReport> {
    const application = await applicationForStaff(this.dataSource.manager, caller, applicationId);
    return this.reportOf(this.dataSource.manager, application);
  }

  /** Runs the rules now (the panel's run button). */
  async run(caller: SessionCaller, applicationId: number): Promise<ValidationReport> {
    return this.dataSource.transaction(async (manager) => {
      const application = await applicationForStaff(manager, caller, applicationId, { lock: true });
      await this.runRules(manager, application);
      return this.reportOf(manager, await applicationForStaff(manager, caller, applicationId));
    });
  }

  /**
   * Evaluates the program's active rules in the caller's transaction (the caller holds the application row),
   * replaces the application's results with theirs and writes the summary onto the application row.
   * flagIneligible (an application taken though it fails the eligibility criteria): the program gets its
   * eligibility check first if it has none, so the failure shows in the center.
   */
  async runRules(
    manager: EntityManager,
    application: RuleSubject,
    { flagIneligible = false }: { flagIneligible?: boolean } = {},
  ): Promise<void> {
    const { instanceId, id } = application;
    if (flagIneligible) await this.ensureEligibilityRule(manager, application);
    const rules = await manager.getRepository(ValidationRule).find({
      where: { instanceId, programId: application.programId, active: true },
      order: { id: 'ASC' },
    });
    const context: RuleContext = {
      duplicateCount: rules.some((r) => r.kind === 'duplicate_applicant')
        ? await this.applications.duplicateCount(manager, application)
        : 0,
      unmetCriteria: rules.some((r) => r.kind === 'eligibility')
        ? await this.unmetCriteria(manager, application)
        : [],
    };
    const outcomes = rules.map((rule) => ({ rule, ...evaluateRule(rule, application, context) }));
    // Results of rules removed or switched off since the last run would no longer match the summary.
    await manager.query(
      'DELETE FROM validation_results WHERE instance_id = $1 AND application_id = $2 AND NOT (rule_id = ANY($3::int[]))',
      [instanceId, id, rules.map((r) => r.id)],
    );
    if (outcomes.length > 0) {
      await manager.query(
        `INSERT INTO validation_results (instance_id, application_id, rule_id, outcome, message, message_key,
                                         message_params, ran_at)
         SELECT $1, $2, rule_id, outcome, message, message_key, message_params, now()
           FROM unnest($3::int[], $4::varchar[], $5::varchar[], $6::varchar[], $7::jsonb[])
             AS r(rule_id, outcome, message, message_key, message_params)
         ON CONFLICT (instance_id, application_id, rule_id)
         DO UPDATE SET outcome = excluded.outcome, message = excluded.message, message_key = excluded.message_key,
                       message_params = excluded.message_params, ran_at = excluded.ran_at`,
        [
          instanceId,
          id,
          outcomes.map((o) => o.rule.id),
          outcomes.map((o) => o.outcome),
          outcomes.map((o) => o.message.slice(0, 300)),
          outcomes.map((o) => o.messageKey),
          outcomes.map((o) => (o.messageParams ? JSON.stringify(o.messageParams) : null)),
        ],
      );
    }
    await this.applications.keepValidationSummary(manager, instanceId, id);
  }

  private async ensureEligibilityRule(manager: EntityManager, of: RuleSubject): Promise<void> {
    const rules = manager.getRepository(ValidationRule);
    const where = {
      instanceId: of.instanceId,
      programId: of.programId,
      kind: 'eligibility' as const,
      active: true,
    };
    if (await rules.existsBy(where)) return;
    await rules.insert({
      ...where,
      name: 'Eligibility criteria',
      severity: 'failed',
      message: 'Does not meet the eligibility criteria',
    });
  }

  /** The labels of the criteria the answers fail (the applicant's profile is not kept yet). */
  private async unmetCriteria(manager: EntityManager, of: RuleSubject): Promise<string[]> {
    const program = await manager.getRepository(Program).findOne({
      select: { id: true, eligibilityCriteria: true },
      where: { instanceId: of.instanceId, id: of.programId },
    });
    const { results } = evaluateEligibility(program?.eligibilityCriteria ?? [], {
      answers: of.answers ?? {},
    });
    return results.filter((r) => r.met === false).map((r) => r.label);
  }

  private async reportOf(manager: EntityManager, application: Application): Promise<ValidationReport> {
    const rows: (Omit<ValidationResult, 'ranAt'> & { ranAt: Date })[] = await manager.query(
      `SELECT v.id, v.rule_id AS "ruleId", r.name AS "ruleName", r.kind, r.severity, v.outcome, v.message,
              v.message_key AS "messageKey", v.message_params AS "messageParams", v.ran_at AS "ranAt"
         FROM validation_results v JOIN validation_rules r ON r.id = v.rule_id AND r.instance_id = v.instance_id
        WHERE v.instance_id = $1 AND v.application_id = $2
        ORDER BY v.rule_id`,
      [application.instanceId, application.id],
    );
    return {
      total: application.validationTotal,
      warning: application.validationWarning,
      failed: application.validationFailed,
      passed: application.validationPassed,
      results: rows.map((row) => ({ ...row, ranAt: row.ranAt.toISOString() })),
    };
  }
}
