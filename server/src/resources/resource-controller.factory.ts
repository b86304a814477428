import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AccessLevelName, SessionCaller } from '../common/auth/auth-context.js';
import { CurrentSession, Permission, Roles } from '../common/auth/decorators.js';
import type { ResourceDefinition, WriteOperation } from './define-resource.js';
import { ResourcesService } from './resources.service.js';

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * One controller class per resource, so each gets its own paths in the OpenAPI document. The guard checks
 * the permission key across all programs (and the roles, if any); the service checks a record's program.
 */
export function resourceController(definition: ResourceDefinition): Type<unknown> {
  const { name, label, permissionKey, roles } = definition;
  const offered = new Set<WriteOperation>(definition.operations ?? ['create', 'update', 'delete']);
  const allow = [
    'GET',
    offered.has('create') && 'POST',
    offered.has('update') && 'PUT',
    offered.has('delete') && 'DELETE',
  ]
    .filter(Boolean)
    .join(', ');
  const guard = (level: AccessLevelName) =>
    roles
      ? applyDecorators(Roles(...roles), Permission(permissionKey, level))
      : Permission(permissionKey, level);
  const doc = (operation: WriteOperation | null, summary: string) =>
    operation === null || offered.has(operation) ? ApiOperation({ summary }) : ApiExcludeEndpoint();
  // The 405 names the methods that do work (RFC 9110 §15.5.6).
  const refuseUnless = (operation: WriteOperation, res: FastifyReply) => {
    if (!offered.has(operation)) res.header('Allow', allow);
  };

  @ApiTags(`admin: ${name}`)
  @ApiBearerAuth()
  @Controller(`admin/${name}`)
  class ResourceController {
    constructor(@Inject(ResourcesService) private readonly resources: ResourcesService) {}

    @Get()
    @guard('Read')
    @doc(null, `List ${label} (simple-rest: Content-Range header; filter {"id": [...]} for many)`)
    @ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field","ASC"|"DESC"]; default ${definition.defaultSort}`,
    })
    @ApiQuery({
      name: 'range',
      required: false,
      description: 'JSON [start, end], inclusive; default [0, 24]',
    })
    @ApiQuery({
      name: 'filter',
      required: false,
      description: 'JSON object of the resource filters (see /api/admin/schema)',
    })
    async list(
      @CurrentSession() caller: SessionCaller,
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      const page = await this.resources.list(name, caller, query);
      res.header('Content-Range', page.contentRange);
      return page.records;
    }

    @Get(':id')
    @guard('Read')
    @doc(null, `One of ${label}`)
    async getOne(@CurrentSession() caller: SessionCaller, @Param('id') id: string) {
      return this.resources.getOne(name, caller, id);
    }

    @Post()
    @guard('ReadWrite')
    @doc('create', `Create one of ${label}`)
    async create(
      @CurrentSession() caller: SessionCaller,
      @Body() body: Record<string, unknown>,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      refuseUnless('create', res);
      return this.resources.create(name, caller, body);
    }

    @Put(':id')
    @guard('ReadWrite')
    @doc('update', `Update one of ${label} (the fields sent; a stale version is refused with 409)`)
    async update(
      @CurrentSession() caller: SessionCaller,
      @Param('id') id: string,
      @Body() body: Record<string, unknown>,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      refuseUnless('update', res);
      return this.resources.update(name, caller, id, body);
    }

    @Delete(':id')
    @guard('ReadWrite')
    @doc('delete', `Delete one of ${label}; answers the deleted record`)
    async remove(
      @CurrentSession() caller: SessionCaller,
      @Param('id') id: string,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      refuseUnless('delete', res);
      return this.resources.remove(name, caller, id);
    }
  }

  Object.defineProperty(ResourceController, 'name', { value: `${pascal(name)}ResourceController` });
  return ResourceController;
}
