// GetPossibleStates (programs spec §3 possible-state rows, §4): where the selected applications may go next
// and who may own them there, for the bulk dialog.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { MAX_BULK_IDS } from './dto/bulk-change.dto.js';
import { QueueService } from './queue.service.js';
import { loadMoves, moverOf, type PossibleStateRow, possibleStateRows } from './workflow-moves.js';

const MAX_INT = 2_147_483_647;

/** `ids=1,2`: up to MAX_BULK_IDS application ids, each once. */
export function parseApplicationIds(raw: string): number[] {
  const parts = raw.split(',').map((s) => s.trim());
  const valid =
    parts.length <= MAX_BULK_IDS &&
    parts.every((p) => /^\d{1,10}$/.test(p) && Number(p) >= 1 && Number(p) <= MAX_INT);
  if (!valid) {
    throw new DomainException(
      400,
      'invalidIds',
      `ids must be up to ${MAX_BULK_IDS} application ids separated by commas`,
    );
  }
  return [...new Set(parts.map(Number))];
}

@Injectable()
export class PossibleStatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
  ) {}

  /** The rows for the selected applications' current states; another instance's ids add nothing. */
  async possibleStates(caller: SessionCaller, ids: number[]): Promise<PossibleStateRow[]> {
    const scope = await this.queue.scope(caller);
    const states: { id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT current_state_id AS id FROM applications
        WHERE instance_id = $1 AND id = ANY($2::int[]) AND ($3::int[] IS NULL OR workflow_id = ANY($3::int[]))
        ORDER BY 1`,
      [scope.instanceId, ids, scope.processIds],
    );
    const manager = this.dataSource.manager;
    const moves = await loadMoves(
      manager,
      scope.instanceId,
      states.map((s) => s.id),
    );
    const mover = await moverOf(manager, caller);
    return states.flatMap((s) => possibleStateRows(moves.get(s.id) ?? [], mover));
  }
}
