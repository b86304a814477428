import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EligibilityRules1797100000000 implements MigrationInterface {
  name = 'EligibilityRules1797100000000';

  /**
   * Eligibility criteria become rules (issue 25): every stored criterion keeps its label and gains the rule's
   * keys; those saved as labels only get field and operator null (shown, never checked) until an
   * administrator gives them a rule.
   */
  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "programs" p
      SET "eligibility_criteria" = (
        SELECT jsonb_agg('{"field": null, "operator": null, "value": null}'::jsonb || x.c ORDER BY x.n)
          FROM jsonb_array_elements(p."eligibility_criteria") WITH ORDINALITY AS x(c, n))
      WHERE jsonb_array_length(p."eligibility_criteria") > 0`);
  }

  /** Back to labels: the rules' keys are dropped. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "programs" p
      SET "eligibility_criteria" = (
        SELECT jsonb_agg(x.c - 'field' - 'operator' - 'value' ORDER BY x.n)
          FROM jsonb_array_elements(p."eligibility_criteria") WITH ORDINALITY AS x(c, n))
      WHERE jsonb_array_length(p."eligibility_criteria") > 0`);
  }
}
