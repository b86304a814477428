import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict } from '../../common/errors/domain.exception.js';
import {
  type ApplicationRuleFacts,
  applicationRuleMessage,
  applicationRuleRefusal,
} from '../../contract/application-rules.js';
import { ApplicationRulesRepository } from './application-rules.repository.js';

/** A program's limits on submissions, held against one submission. */
@Injectable()
export class ApplicationRulesService {
  constructor(private readonly rules: ApplicationRulesRepository) {}

  /**
   * 409 with the first rule the submission breaks (householdAlreadyApplied, applicationWindowNotOpen,
   * applicationWindowClosed, applicationLimitReached). The facts are read only when the program has rules.
   */
  async assertAllowed(
    manager: EntityManager,
    program: { instanceId: number; id: number; displayName: string },
    facts: () => Promise<ApplicationRuleFacts>,
  ): Promise<void> {
    const rules = await this.rules.ofProgram(manager, program.instanceId, program.id);
    if (rules.length === 0) return;
    const refusal = applicationRuleRefusal(rules, await facts());
    if (refusal !== null) throw conflict(refusal.code, applicationRuleMessage(refusal, program.displayName));
  }
}
