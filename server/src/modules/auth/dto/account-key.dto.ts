import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import type { AccountKey } from '../../accounts/accounts.service.js';
import type { EntityType } from '../../accounts/entities/account.entity.js';

/** One of the user's accounts as the accounts list names it (session-v2, switch, MFA calls). */
export class AccountKeyDto {
  @IsInt()
  cd_user: number;

  @ApiProperty({ description: 'cd_entity of the account' })
  @IsInt()
  entity_id: number;

  @IsInt()
  cd_instance: number;

  @ApiProperty({ enum: [1, 2, 3], description: 'cd_entitytype: 1 business, 2 individual, 3 government' })
  @IsIn([1, 2, 3])
  entity_type: EntityType;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt()
  cd_community_entity?: number | null;

  @ApiPropertyOptional({ enum: [1, 2], nullable: true })
  @IsOptional()
  @IsIn([1, 2])
  cd_community_entity_type?: 1 | 2 | null;
}

export const accountKeyOf = (dto: AccountKeyDto): AccountKey => ({
  userId: dto.cd_user,
  instanceId: dto.cd_instance,
  entityType: dto.entity_type,
  entityId: dto.entity_id,
});
