import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { unprocessable } from '../../common/errors/domain.exception.js';
import {
  type AcceptedDeclaration,
  acceptedDeclarations,
  type Declaration,
  type DeclarationGiven,
  declarationErrors,
} from '../../contract/declarations.js';
import { DeclarationsRepository } from './declarations.repository.js';

/** The statements a program asks applicants to accept, and the acceptance a submission records. */
@Injectable()
export class DeclarationsService {
  constructor(private readonly declarations: DeclarationsRepository) {}

  ofProgram(instanceId: number, programId: number): Promise<Declaration[]> {
    return this.declarations.ofProgram(instanceId, programId);
  }

  /**
   * The statements a submission accepted, as the application keeps them; 422 with one error per statement
   * under declarations.<id> when a required one is not accepted, a name is not typed, or an id is not the
   * program's.
   */
  async accepted(
    manager: EntityManager,
    program: { instanceId: number; id: number },
    given: readonly DeclarationGiven[],
  ): Promise<AcceptedDeclaration[]> {
    const declarations = await this.declarations.ofProgram(program.instanceId, program.id, manager);
    const errors = declarationErrors(declarations, given);
    if (errors.length > 0) throw unprocessable(errors);
    return acceptedDeclarations(declarations, given, new Date());
  }
}
