import type { EntityManager } from 'typeorm';
import { createDefaultWorkflow } from '../workflow/create-default-workflow.js';
import { Program } from './entities/program.entity.js';

/** The longest program name the programs table holds. */
export const PROGRAM_NAME_MAX_LENGTH = 200;

/** Why a first program's name cannot be used; null when it can. */
export function programNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'a program needs a name';
  if (trimmed.length > PROGRAM_NAME_MAX_LENGTH) {
    return `a program's name has at most ${PROGRAM_NAME_MAX_LENGTH} characters`;
  }
  return null;
}

/**
 * A new instance's first program (`porchlight instance create --program`), in the caller's transaction: every
 * setting at its default (programs spec §3), open to businesses and individuals, with the default workflow so
 * it can be applied to at once. The admin's program portal offers Create Program from a program, so an
 * instance needs this one to reach it.
 */
export async function createFirstProgram(
  manager: EntityManager,
  instanceId: number,
  name: string,
): Promise<Program> {
  const program = await manager.getRepository(Program).save({ instanceId, displayName: name.trim() });
  await createDefaultWorkflow(manager, program);
  return program;
}
