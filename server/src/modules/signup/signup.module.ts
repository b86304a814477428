import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BusinessesController } from './businesses.controller.js';
import { SignupController } from './signup.controller.js';
import { SignupService } from './signup.service.js';

@Module({
  imports: [AuthModule],
  controllers: [SignupController, BusinessesController],
  providers: [SignupService],
})
export class SignupModule {}
