import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { forbidden, unprocessable } from '../../common/errors/domain.exception.js';
import { type AddCaseAnswer, type AddCaseRequest, addCaseApplicantErrors } from '../../contract/add-case.js';
import { ProgramsService } from '../programs/programs.service.js';
import { WorkflowService } from '../workflow/workflow.service.js';
import { OnBehalfApplicants } from './on-behalf-applicants.js';

/**
 * /v2/add-case (API.md "Reviewer, AI tools, languages"): staff who work a program's process file an application
 * for an applicant, found by e-mail or phone or opened for them, through the submit path's own checks (answers,
 * eligibility, rules, duplicates) in one transaction; its submitted event names the staff member, and the
 * notification rules of the submitted event tell the applicant as if they had applied themselves.
 */
@Injectable()
export class AddCaseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly programs: ProgramsService,
    private readonly workflows: WorkflowService,
    private readonly applicants: OnBehalfApplicants,
  ) {}

  async file(caller: SessionCaller, request: AddCaseRequest): Promise<AddCaseAnswer> {
    // Another instance's program is not found before anything about the caller's processes is said.
    await this.programs.visibleProgram(caller, request.programId);
    const worked = await this.workflows.processes(caller);
    if (!worked.some((p) => p.programId === request.programId)) {
      throw forbidden('forbidden', 'You may file applications only to the programs whose process you work');
    }
    const errors = addCaseApplicantErrors(request.applicant);
    if (errors.length > 0) throw unprocessable(errors);
    const { firstName, lastName, email, phone } = request.applicant;
    return this.dataSource.transaction(async (manager) => {
      const { applicant, created } = await this.applicants.applicantFor(manager, caller, {
        email: email?.trim() || null,
        phone: phone?.trim() || null,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
      });
      const application = await this.programs.submitOnBehalf(manager, applicant, {
        programId: request.programId,
        answers: request.answers,
        onBehalf: { actorUserId: caller.user.id, comment: 'Filed for the applicant by staff (add case)' },
      });
      return { ...application, applicantUserId: applicant.user.id, applicantCreated: created };
    });
  }
}
