import type { DataSource } from 'typeorm';
import { parseLoginId } from '../auth/login-id.js';
import type { Channel } from './entities/outbox-message.entity.js';

/** A delivered message as an operator reads it (`porchlight outbox`). */
export interface DeliveredMessage {
  id: number;
  instanceId: number;
  /** The instance's sub-domain. */
  instance: string;
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export interface OutboxFilter {
  instanceId?: number;
  /** An email address (any case) or a phone number (any US format). */
  to?: string;
}

/** The recipient as delivery stores it: an email lower-cased, a phone as +1 and ten digits. */
export function recipientOf(address: string): string {
  const id = parseLoginId(address);
  return id.kind === 'email' ? id.email : id.phone;
}

const SELECT = `SELECT o.id, o.instance_id AS "instanceId", i.subdomain AS instance, o.channel,
                       o.recipient AS "to", o.subject, o.body, o.created_at AS "createdAt"
                  FROM outbox_messages o JOIN instances i ON i.id = o.instance_id`;

/** The filter as SQL conditions over parameters numbered from `first`. */
function conditions(filter: OutboxFilter, first: number): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.instanceId !== undefined) {
    params.push(filter.instanceId);
    where.push(`o.instance_id = $${first + params.length - 1}`);
  }
  if (filter.to !== undefined) {
    params.push(recipientOf(filter.to));
    where.push(`lower(o.recipient) = $${first + params.length - 1}`);
  }
  return { where, params };
}

/** Reads the outbox table across instances: an operator's view, not a tenant's (that is the admin resource). */
export class OutboxReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The id of the newest message, 0 when there is none. */
  async lastId(filter: OutboxFilter): Promise<number> {
    const { where, params } = conditions(filter, 1);
    const [row]: { id: number }[] = await this.dataSource.query(
      `SELECT coalesce(max(o.id), 0)::int AS id FROM outbox_messages o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    return row.id;
  }

  /** The newest `limit` messages up to id `upTo`, oldest first. */
  async latest(filter: OutboxFilter, limit: number, upTo: number): Promise<DeliveredMessage[]> {
    const { where, params } = conditions(filter, 3);
    const rows: DeliveredMessage[] = await this.dataSource.query(
      `${SELECT} WHERE ${['o.id <= $2', ...where].join(' AND ')} ORDER BY o.id DESC LIMIT $1`,
      [limit, upTo, ...params],
    );
    return rows.reverse();
  }

  /**
   * For following: the messages after id `after`, and the recent ones after `floor` (where following
   * began). A message sent inside a longer transaction can become visible after one with a higher id, so a
   * follower looks back `recentSeconds` and skips the ids it has already shown.
   */
  since(
    filter: OutboxFilter,
    { floor, after, recentSeconds }: { floor: number; after: number; recentSeconds: number },
  ): Promise<DeliveredMessage[]> {
    const { where, params } = conditions(filter, 4);
    where.unshift('o.id > $1', '(o.id > $2 OR o.created_at > now() - make_interval(secs => $3))');
    return this.dataSource.query(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY o.id`, [
      floor,
      after,
      recentSeconds,
      ...params,
    ]);
  }
}
