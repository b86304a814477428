import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Addon } from '../../contract/addons.js';
import { ProgramAddon } from './entities/program-addon.entity.js';

/** The only reader of program_addons outside the generic admin resource. */
@Injectable()
export class AddonsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A program's add-ons in order; inside a submission's transaction when given its manager. */
  async ofProgram(instanceId: number, programId: number, manager?: EntityManager): Promise<Addon[]> {
    const rows = await (manager ?? this.dataSource.manager).getRepository(ProgramAddon).find({
      where: { instanceId, programId },
      order: { position: 'ASC', id: 'ASC' },
    });
    return rows.map(({ id, name, description, amount, formFields, position }) => ({
      id,
      programId,
      name,
      description,
      amount,
      formFields,
      position,
    }));
  }
}
