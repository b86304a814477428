import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { unprocessable } from '../../common/errors/domain.exception.js';
import {
  brandingTranslationErrors,
  brandingTranslationValues,
  mergeBrandingTranslations,
  translatableLanguages,
} from './branding-translations.js';
import type {
  BrandingTranslationsRecordDto,
  UpdateBrandingTranslationsDto,
} from './dto/branding-translations.dto.js';
import type { Instance } from './entities/instance.entity.js';
import { ownInstance, writeOwnInstance } from './instance-record.js';

const RESOURCE = 'branding-translations';

/**
 * The branding-translations admin resource: the caller's own instance's per-language branding texts, one
 * record keyed by the instance id (the Branding tab's translations).
 */
@Injectable()
export class BrandingTranslationsService {
  constructor(private readonly dataSource: DataSource) {}

  async get(
    caller: SessionCaller,
    id: string | number = caller.instance.id,
  ): Promise<BrandingTranslationsRecordDto> {
    return recordOf(await ownInstance(this.dataSource, caller, RESOURCE, id));
  }

  async update(
    caller: SessionCaller,
    id: string,
    body: UpdateBrandingTranslationsDto,
  ): Promise<BrandingTranslationsRecordDto> {
    const current = await ownInstance(this.dataSource, caller, RESOURCE, id);
    const input = body.translations ?? {};
    const errors = brandingTranslationErrors(input, translatableLanguages(current.languages));
    if (errors.length) throw unprocessable(errors);
    // Merged with the locked row, so an edit of other languages made meanwhile is kept.
    await writeOwnInstance(this.dataSource, caller, RESOURCE, id, body.updatedAt, (locked) => ({
      brandingTranslations: mergeBrandingTranslations(locked.brandingTranslations, input),
    }));
    return this.get(caller);
  }
}

const recordOf = (instance: Instance): BrandingTranslationsRecordDto => ({
  id: instance.id,
  ...brandingTranslationValues(instance.brandingTranslations, instance.languages),
  updatedAt: instance.updatedAt,
});
