import { Global, Module } from '@nestjs/common';
import { UsersService } from '../users/users.service.js';
import { AccountsService } from './accounts.service.js';

@Global()
/** Users and their accounts: reading them (AccountsService) and opening them (UsersService). */
@Module({ providers: [AccountsService, UsersService], exports: [AccountsService, UsersService] })
export class AccountsModule {}
