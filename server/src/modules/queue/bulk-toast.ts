// The toasts after a bulk change of the work queue (programs spec §8 "Bulk result toasts").
import type { BulkAction } from '../applications/entities/bulk-operation.entity.js';

export interface BulkResult {
  succeeded: readonly (number | string)[];
  failed: readonly { id: number | string }[];
}

export interface BulkToast {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

/** 'The application 7 was' or 'The applications 7, 8 were'. */
const subject = (ids: readonly (number | string)[]) =>
  ids.length === 1 ? `The application ${ids[0]} was` : `The applications ${ids.join(', ')} were`;

const applicationWord = (ids: readonly (number | string)[]) =>
  ids.length === 1 ? `application ${ids[0]}` : `applications ${ids.join(', ')}`;

const WORDING: Record<
  BulkAction,
  {
    success: string;
    failure: string;
    moved: (names: { status: string; owner: string }) => string;
    failed: (ids: readonly (number | string)[]) => string;
  }
> = {
  UPDATE_STATUS: {
    success: 'Successful status change',
    failure: 'Failed status change',
    moved: ({ status }) => `moved to ${status}`,
    failed: (ids) => `The changes of status requested to applications ${ids.join(', ')} failed`,
  },
  UPDATE_OWNER: {
    // 'Successfull' is the specification's spelling.
    success: 'Successfull assignment change',
    failure: 'Failed assignment',
    moved: ({ owner }) => `assigned to ${owner}`,
    failed: (ids) => `The changes of owner to ${applicationWord(ids)} failed`,
  },
  UPDATE_STATUS_AND_OWNER: {
    success: 'Successful changes of status and assignment',
    failure: 'Changes requested failed',
    moved: ({ status, owner }) => `moved to ${status} and assigned to ${owner}`,
    failed: (ids) => `The changes requested to ${applicationWord(ids)} failed`,
  },
};

/**
 * The toasts for a bulk answer: a success toast naming what moved (if anything did) and an error toast
 * naming what failed (if anything did). `status` and `owner` are the names the user picked.
 */
export function bulkResultToast(
  action: BulkAction,
  result: BulkResult,
  names: { status?: string; owner?: string },
): BulkToast[] {
  const wording = WORDING[action];
  const toasts: BulkToast[] = [];
  if (result.succeeded.length > 0) {
    const moved = wording.moved({ status: names.status ?? '', owner: names.owner ?? '' });
    toasts.push({
      kind: 'success',
      title: wording.success,
      description: `${subject(result.succeeded)} ${moved}`,
    });
  }
  if (result.failed.length > 0) {
    toasts.push({
      kind: 'error',
      title: wording.failure,
      description: wording.failed(result.failed.map((f) => f.id)),
    });
  }
  return toasts;
}
