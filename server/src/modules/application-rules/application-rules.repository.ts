import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ApplicationRule } from '../../contract/application-rules.js';
import { ApplicationRuleRow } from './entities/application-rule.entity.js';

/** The only reader of application_rules outside the generic admin resource. */
@Injectable()
export class ApplicationRulesRepository {
  /** A program's rules, oldest first, inside the submission's transaction. */
  async ofProgram(manager: EntityManager, instanceId: number, programId: number): Promise<ApplicationRule[]> {
    const rows = await manager
      .getRepository(ApplicationRuleRow)
      .find({ where: { instanceId, programId }, order: { id: 'ASC' } });
    return rows.map(({ kind, startsAt, endsAt, maxApplications, periodDays }) => ({
      kind,
      startsAt,
      endsAt,
      maxApplications,
      periodDays,
    }));
  }
}
