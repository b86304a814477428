import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import {
  DEFAULT_INELIGIBLE_MESSAGE,
  type EligibilityAnswer,
  type EligibilityErrorText,
  evaluateEligibility,
} from '../../contract/eligibility.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { communityTypeOf, ProgramsService } from './programs.service.js';

/** Eligibility before applying (API.md "Program application setup"): the screener's calls. */
@Injectable()
export class EligibilityService {
  constructor(
    private readonly programs: ProgramsService,
    private readonly applications: ApplicationsRepository,
    private readonly profiles: ProfilesService,
  ) {}

  /** POST /api/eligibility: the answers given (then the caller's profile) against the program's criteria. */
  async check(
    caller: SessionCaller,
    programId: number,
    answers: Record<string, unknown>,
  ): Promise<EligibilityAnswer> {
    const program = await this.programs.visibleProgram(caller, programId);
    return evaluateEligibility(program.eligibilityCriteria, {
      answers,
      profile: await this.profiles.factsOf(caller),
    });
  }

  /** GET /api/eligibility: what the caller already gave, their latest draft's answers and their profile. */
  async current(caller: SessionCaller, programId: number): Promise<EligibilityAnswer> {
    const program = await this.programs.visibleProgram(caller, programId);
    return evaluateEligibility(program.eligibilityCriteria, {
      answers: await this.draftAnswers(caller, programId),
      profile: await this.profiles.factsOf(caller),
    });
  }

  /** GET /api/eligibility-error: the program's words for the ineligible, or the default ones. */
  async errorText(caller: SessionCaller, programId: number): Promise<EligibilityErrorText> {
    const program = await this.programs.visibleProgram(caller, programId);
    const own = program.settings.Eligibility?.IneligibleMessage?.trim();
    if (own) return { programId, message: own, programText: true };
    const message = DEFAULT_INELIGIBLE_MESSAGE.replace('{program}', program.displayName);
    return { programId, message, programText: false };
  }

  private async draftAnswers(caller: SessionCaller, programId: number): Promise<Record<string, unknown>> {
    if (communityTypeOf(caller) === null) return {};
    const owner = { instanceId: caller.instance.id, accountId: caller.account.id };
    const { draftId } = await this.applications.ownLatest(owner.instanceId, owner.accountId, programId);
    if (draftId === null) return {};
    return (await this.applications.applicantApplication(owner, draftId))?.answers ?? {};
  }
}
