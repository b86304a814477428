import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Declaration } from '../../contract/declarations.js';
import { ProgramDeclaration } from './entities/program-declaration.entity.js';

/** The only reader of program_declarations outside the generic admin resource. */
@Injectable()
export class DeclarationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A program's statements in reading order; inside a submission's transaction when given its manager. */
  async ofProgram(instanceId: number, programId: number, manager?: EntityManager): Promise<Declaration[]> {
    const rows = await (manager ?? this.dataSource.manager).getRepository(ProgramDeclaration).find({
      where: { instanceId, programId },
      order: { position: 'ASC', id: 'ASC' },
    });
    return rows.map(({ id, statement, required, position }) => ({
      id,
      programId,
      statement,
      required,
      position,
    }));
  }
}
