import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DeliveryPort, OutgoingMessage } from './delivery.port.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/** The default delivery: every message becomes a row of the outbox, read in the admin UI or the CLI. */
@Injectable()
export class OutboxDelivery implements DeliveryPort {
  constructor(private readonly dataSource: DataSource) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.sendEach([message]);
  }

  /** One statement for the lot: every message becomes a row, or (the statement failing) none. */
  async sendEach(messages: OutgoingMessage[]): Promise<(Error | null)[]> {
    if (messages.length === 0) return [];
    await this.dataSource.getRepository(OutboxMessage).insert(
      messages.map((message) => ({
        instanceId: message.instanceId,
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
      })),
    );
    return messages.map(() => null);
  }
}
