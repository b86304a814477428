import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { GovernmentUsersController } from './government-users.controller.js';
import { GovernmentUsersService } from './government-users.service.js';

/** The Tools screens' government users. */
@Module({
  imports: [AccountsModule, AuthModule],
  controllers: [GovernmentUsersController],
  providers: [GovernmentUsersService],
})
export class GovernmentUsersModule {}
