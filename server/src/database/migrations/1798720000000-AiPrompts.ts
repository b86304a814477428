import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AiPrompts1798720000000 implements MigrationInterface {
  name = 'AiPrompts1798720000000';

  /**
   * The AI tools (issue 23): each instance's prompts per tool, and the aiTools feature on the instances whose
   * government accounts are Demo accounts (the AI demo instance), so an existing database keeps its demo.
   */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "ai_prompts" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "tool" character varying(40) NOT NULL, "prompt" character varying(8000) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c773812908b6563a53c47144e7d" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "ux_ai_prompts_tool" ON "ai_prompts"  ("instance_id", "tool") ');
    await q.query(
      'ALTER TABLE "ai_prompts" ADD CONSTRAINT "FK_c41d24a3a693d2957feb18187cc" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      `UPDATE instances SET features = array_append(features, 'aiTools')
        WHERE 'demoAccounts' = ANY(features) AND NOT 'aiTools' = ANY(features)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE instances SET features = array_remove(features, 'aiTools')`);
    await q.query('ALTER TABLE "ai_prompts" DROP CONSTRAINT "FK_c41d24a3a693d2957feb18187cc"');
    await q.query('DROP INDEX "public"."ux_ai_prompts_tool"');
    await q.query('DROP TABLE "ai_prompts"');
  }
}
