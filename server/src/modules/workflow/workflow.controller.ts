import { Body, Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { WorkflowGraphDto } from './dto/workflow-graph.dto.js';
import { WorkflowService } from './workflow.service.js';

@ApiTags('workflows')
@ApiBearerAuth()
@Controller('admin')
export class WorkflowController {
  constructor(private readonly workflows: WorkflowService) {}

  @Get('workflows/:id/graph')
  @Permission('WorkflowConfig', 'Read')
  @ApiOperation({
    summary: "A workflow's states and transitions with their possible owners, for the workflow editor",
  })
  graph(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.workflows.graph(caller, id);
  }

  @Put('workflows/:id/graph')
  @Permission('WorkflowConfig', 'ReadWrite')
  @ApiOperation({
    summary: "Saves a workflow's whole graph (states, transitions, owners) in one transaction",
  })
  saveGraph(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: WorkflowGraphDto,
  ) {
    return this.workflows.saveGraph(caller, id, body);
  }

  @Get('processes')
  @Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
  @ApiOperation({
    summary: 'The processes the caller works (GetProcessesForUser): all of them for administrators',
  })
  processes(@CurrentSession() caller: SessionCaller) {
    return this.workflows.processes(caller);
  }

  @Get('processes/:id/roles')
  @Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
  @ApiOperation({ summary: "The caller's roles on one process (GetRolesForEmailAndProcess)" })
  roles(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.workflows.rolesOnProcess(caller, id);
  }
}
