import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsDateString, IsInt, IsObject, IsOptional } from 'class-validator';

const TRANSLATIONS_SCHEMA = {
  type: 'object',
  description:
    'texts by language code: {"es": {"ds_portalTitle", "ds_loginHeading", "ds_loginMessage"}}; an empty text falls back to the branding text',
  additionalProperties: {
    type: 'object',
    properties: {
      ds_portalTitle: { type: 'string', maxLength: 200 },
      ds_loginHeading: { type: 'string', maxLength: 200 },
      ds_loginMessage: { type: 'string', maxLength: 2000 },
    },
  },
  example: { es: { ds_portalTitle: 'Programas Comunitarios de Springfield' } },
} as const;

/** The branding-translations record: one per instance, keyed by the instance id. */
export class BrandingTranslationsRecordDto {
  @ApiProperty({ description: 'the instance id' })
  id: number;

  @ApiProperty({
    type: [String],
    description: "the languages that may be translated: the instance's languages but English",
  })
  languages: string[];

  @ApiProperty(TRANSLATIONS_SCHEMA)
  translations: Record<string, Record<string, string>>;

  @ApiProperty({ description: "the instance row's version (shared with branding, security and content)" })
  updatedAt: Date;
}

// The shape only: the rules of branding-translations.ts check the languages and texts with their own messages.
/** PUT body: what react-admin sends back (the record); each language sent replaces its texts. */
export class UpdateBrandingTranslationsDto {
  @ApiPropertyOptional({ description: 'read-only, ignored' })
  @IsOptional()
  @IsInt()
  id?: number;

  @ApiPropertyOptional({ type: [String], description: 'read-only, ignored' })
  @IsOptional()
  @IsArray()
  languages?: unknown[];

  @ApiPropertyOptional({
    ...TRANSLATIONS_SCHEMA,
    description: `${TRANSLATIONS_SCHEMA.description}; a language sent as null or with no text loses its texts, languages not sent keep theirs`,
  })
  @IsOptional()
  @IsObject()
  translations?: Record<string, Record<string, unknown> | null>;

  @ApiPropertyOptional({ description: 'the updatedAt read; a record changed since is refused with 409' })
  @IsOptional()
  @IsDateString()
  updatedAt?: string;
}
