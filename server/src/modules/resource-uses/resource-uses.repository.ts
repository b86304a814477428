import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ResourceUse } from './entities/resource-use.entity.js';

/** The only reader of resource_uses outside the generic admin resource. */
@Injectable()
export class ResourceUsesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The sum of each program's resource uses, in dollars (only the programs named, when named). */
  async usedByProgram(
    instanceId: number,
    programIds?: number[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, number>> {
    const query = manager
      .getRepository(ResourceUse)
      .createQueryBuilder('u')
      .select('u.program_id', 'programId')
      .addSelect('sum(u.amount)', 'used')
      .where('u.instance_id = :instanceId', { instanceId })
      .groupBy('u.program_id');
    if (programIds !== undefined) query.andWhere('u.program_id = ANY(:programIds)', { programIds });
    const rows = await query.getRawMany<{ programId: number; used: string }>();
    return new Map(rows.map((r) => [r.programId, Number(r.used)]));
  }
}
