import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

const FILTER =
  'JSON {"programId": n, "from": "YYYY-MM-DD", "to": "YYYY-MM-DD"}, each optional; the period is whole UTC days, both ends included';

/** The CSV form's query: the filter only (the whole report, in its own order). */
export class ReportCsvQueryDto {
  @ApiPropertyOptional({
    description: FILTER,
    example: '{"programId":8,"from":"2024-01-01","to":"2024-06-30"}',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}

/** The JSON form's query: react-admin simple-rest. */
export class ReportPageQueryDto extends ReportCsvQueryDto {
  @ApiPropertyOptional({ description: 'JSON [start, end], inclusive; default [0, 24], at most 1000 rows' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({
    description: 'JSON ["column header", "ASC"|"DESC"]; default: the report\'s own order',
    example: '["Applicant","ASC"]',
  })
  @IsOptional()
  @IsString()
  sort?: string;
}
