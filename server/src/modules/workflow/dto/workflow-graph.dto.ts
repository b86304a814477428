import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { WorkflowGraphBody } from '../../../contract/workflow.js';

const MAX_ID = 2_147_483_647;

export class PositionDto {
  @ApiProperty()
  @IsNumber()
  x: number;

  @ApiProperty()
  @IsNumber()
  y: number;
}

export class GraphStateDto {
  @ApiPropertyOptional({ description: 'An existing state of this workflow; absent for a new one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id?: number;

  @ApiProperty({
    description: 'How transitions in this graph name the state (an existing id as text, or any new key)',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  key: string;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({
    maxLength: 100,
    nullable: true,
    description: 'What applicants see for the state; absent, null or blank: its name',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  publicLabel?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  isInitial?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  requiresReason?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  requiresComment?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  approved?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  declined?: boolean;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(32767)
  sortOrder?: number;

  @ApiPropertyOptional({ type: PositionDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PositionDto)
  position?: PositionDto;
}

export class GraphOwnerDto {
  @ApiProperty({ description: 'A government user of the instance' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  userId: number;

  @ApiPropertyOptional({ description: 'The partner organization the user acts for', nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  organizationId?: number | null;
}

export class GraphTransitionDto {
  @ApiProperty({ description: 'Key of the state it leaves' })
  @IsString()
  @IsNotEmpty()
  from: string;

  @ApiProperty({ description: 'Key of the state it enters' })
  @IsString()
  @IsNotEmpty()
  to: string;

  @ApiPropertyOptional({ nullable: true, description: 'Owner by default after the move; one of the owners' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  defaultUserId?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  requiresUserAssignment?: boolean;

  @ApiProperty({ type: [GraphOwnerDto], description: 'The possible owners after the move' })
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => GraphOwnerDto)
  owners: GraphOwnerDto[];
}

export class WorkflowGraphDto implements WorkflowGraphBody {
  @ApiProperty({ type: [GraphStateDto] })
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => GraphStateDto)
  states: GraphStateDto[];

  @ApiProperty({ type: [GraphTransitionDto] })
  @IsArray()
  @ArrayMaxSize(2000)
  @ValidateNested({ each: true })
  @Type(() => GraphTransitionDto)
  transitions: GraphTransitionDto[];
}
