// A submission is held to the program's eligibility criteria (API.md "Program application setup"): refused
// with the unmet criteria, or, where the program accepts ineligible applications, taken and flagged.
import { DomainException } from '../../common/errors/domain.exception.js';
import {
  type EligibilityAnswer,
  type EligibilityFacts,
  evaluateEligibility,
  NOT_ELIGIBLE_MESSAGE,
} from '../../contract/eligibility.js';
import { ERROR_CODE } from '../../contract/errors.js';
import type { Program } from './entities/program.entity.js';

/**
 * The eligibility of a submission: returns it when eligible or accepted regardless (the caller flags the
 * latter); otherwise throws 422 notEligible, one error per unmet criterion under the field it reads.
 */
export function assertEligibleOrAccepted(program: Program, facts: EligibilityFacts): EligibilityAnswer {
  const answer = evaluateEligibility(program.eligibilityCriteria, facts);
  if (answer.eligible || program.settings.Eligibility?.AcceptIneligible === true) return answer;
  const unmet = answer.results.filter((r) => r.met === false);
  throw new DomainException(
    422,
    ERROR_CODE.notEligible,
    NOT_ELIGIBLE_MESSAGE.replace('{criteria}', unmet.map((r) => r.label).join('; ')),
    unmet.map((r) => ({ field: r.field ?? 'answers', code: ERROR_CODE.notEligible, message: r.message })),
    { results: answer.results },
  );
}
