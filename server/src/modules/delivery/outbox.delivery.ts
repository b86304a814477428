import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DeliveryPort, OutgoingMessage } from './delivery.port.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/** The default delivery: every message becomes a row of the outbox, read in the admin UI or the CLI. */
@Injectable()
export class OutboxDelivery implements DeliveryPort {
  constructor(private readonly dataSource: DataSource) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.dataSource.getRepository(OutboxMessage).insert({
      instanceId: message.instanceId,
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
    });
  }
}
