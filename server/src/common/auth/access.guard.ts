import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_LEVEL, type PermissionKey } from '../../modules/permissions/permission-level.js';
import { PermissionsService } from '../../modules/permissions/permissions.service.js';
import { forbidden } from '../errors/domain.exception.js';
import type { Caller } from './auth-context.js';
import { PERMISSION_KEY, type PermissionRequirement, ROLES_KEY } from './decorators.js';

/** The program a permission is checked on: a `programId` route parameter or query value. */
function programIdOf(req: FastifyRequest): number | undefined {
  const raw =
    (req.params as Record<string, unknown> | undefined)?.programId ??
    (req.query as Record<string, unknown> | undefined)?.programId;
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) ? n : undefined;
}

/** Role and permission-key checks, after the session guard has named the caller. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly permissions: PermissionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<(string | number)[] | undefined>(ROLES_KEY, targets);
    const permission = this.reflector.getAllAndOverride<PermissionRequirement | undefined>(
      PERMISSION_KEY,
      targets,
    );
    if (!roles && !permission) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const caller = req.user as Caller | undefined;
    if (caller?.kind !== 'session') throw forbidden();
    if (
      roles &&
      !roles.some((r) => r === caller.accountType || (typeof r === 'number' && caller.roles.includes(r)))
    ) {
      throw forbidden();
    }
    if (permission) {
      const level = await this.permissions.levelFor(
        caller,
        permission.key as PermissionKey,
        programIdOf(req),
      );
      if (level < ACCESS_LEVEL[permission.level]) throw forbidden();
    }
    return true;
  }
}
