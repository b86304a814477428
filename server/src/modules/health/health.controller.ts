import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../../common/auth/decorators.js';
import { databaseUnavailable } from '../../common/errors/database-unavailable.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    @Inject(DATABASE_MODE) private readonly mode: DatabaseMode,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability; says which database mode is live' })
  async check() {
    try {
      await this.health.check([() => this.db.pingCheck('database', { timeout: 3000 })]);
    } catch (error) {
      // terminus's 503 for a ping that failed, said as every call says it, naming the database that is down.
      if (error instanceof ServiceUnavailableException) throw databaseUnavailable({ database: this.mode });
      throw error;
    }
    return { status: 'ok', database: this.mode };
  }
}
