import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../../common/auth/decorators.js';
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
    // terminus answers 503 in the error shape's place when the database does not answer the ping.
    await this.health.check([() => this.db.pingCheck('database', { timeout: 3000 })]);
    return { status: 'ok', database: this.mode };
  }
}
