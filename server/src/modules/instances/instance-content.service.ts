import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { unprocessable } from '../../common/errors/domain.exception.js';
import type { UpdateInstanceContentDto } from './dto/instance-content.dto.js';
import type { Instance } from './entities/instance.entity.js';
import {
  type InstanceContentInput,
  type InstanceContentValues,
  instanceContentErrors,
  instanceContentValues,
  normalizeInstanceContent,
} from './instance-content.js';
import { ownInstance, writeOwnInstance } from './instance-record.js';

const RESOURCE = 'instance-content';

export interface InstanceContentRecord extends InstanceContentValues {
  id: number;
  updatedAt: Date;
}

/**
 * The instance-content admin resource: the caller's own instance's contact information and page content,
 * one record keyed by the instance id. Another instance's id is simply not found.
 */
@Injectable()
export class InstanceContentService {
  constructor(private readonly dataSource: DataSource) {}

  async get(caller: SessionCaller, id: string | number = caller.instance.id): Promise<InstanceContentRecord> {
    return recordOf(await ownInstance(this.dataSource, caller, RESOURCE, id));
  }

  async update(caller: SessionCaller, id: string, body: UpdateInstanceContentDto) {
    const current = await this.get(caller, id);
    const values: InstanceContentInput = {
      contact_info: body.contact_info ?? current.contact_info,
      content: body.content ?? current.content,
    };
    const errors = instanceContentErrors(values);
    if (errors.length) throw unprocessable(errors);
    const { contactInfo, content } = normalizeInstanceContent(values);
    await writeOwnInstance(this.dataSource, caller, RESOURCE, id, body.updatedAt, () => ({
      contactInfo,
      content: { ...content },
    }));
    return this.get(caller);
  }
}

const recordOf = (instance: Instance): InstanceContentRecord => ({
  id: instance.id,
  ...instanceContentValues(instance.contactInfo, instance.content),
  updatedAt: instance.updatedAt,
});
