import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { FilesModule } from '../files/files.module.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsService } from './payouts.service.js';

/** The TIN and award-payout uploads: CSV files kept as files, their rows applied to applications. */
@Module({
  imports: [ApplicationsModule, FilesModule],
  controllers: [PayoutsController],
  providers: [PayoutsService],
})
export class PayoutsModule {}
