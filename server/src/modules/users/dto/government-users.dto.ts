import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/** A staff account's roles: one to twenty role numbers. */
const RoleNumbers = () =>
  applyDecorators(
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(20),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(32767, { each: true }),
  );

class GovernmentUserFields {
  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  lastName?: string;

  @ApiPropertyOptional({ default: true })
  // Absent keeps the flag; null is no answer to "active?" and is refused like any other non-boolean.
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean()
  active?: boolean;
}

/** Add user (Tools): a login for a new person, or a staff account for someone who already has a login. */
export class CreateGovernmentUserDto extends GovernmentUserFields {
  @ApiPropertyOptional({ description: 'Login id: an email, a phone, or both' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20)
  phone?: string;

  @ApiProperty({ type: [Number], description: 'Role numbers: 99 Administrator, 200, 201, 2, 4, others' })
  @RoleNumbers()
  roles: number[];
}

/** Edit user (Tools). react-admin sends the whole record back: its read-only fields are ignored. */
export class UpdateGovernmentUserDto extends GovernmentUserFields {
  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @RoleNumbers()
  roles?: number[];

  @Allow()
  id?: unknown;

  @Allow()
  email?: unknown;

  @Allow()
  phone?: unknown;

  @Allow()
  roleNames?: unknown;

  @Allow()
  createdAt?: unknown;
}

/** A government user as /api/admin/users answers it (the users resource's fields). */
export class GovernmentUserRecord {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: [Number] })
  roles: number[];

  @ApiProperty({ type: [String] })
  roleNames: string[];

  @ApiProperty()
  active: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
