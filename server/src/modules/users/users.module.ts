import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersController } from './users.controller.js';
import { UsersProfileService } from './users-profile.service.js';

@Module({
  imports: [AuthModule],
  controllers: [UsersController],
  providers: [UsersProfileService],
})
export class UsersModule {}
