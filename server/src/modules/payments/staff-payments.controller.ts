import { Body, Controller, Get, Headers, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import type { PaymentAnswer, PaymentWire } from '../../contract/payments.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { PaymentAnswerDto, PaymentWireDto, RefundDto } from './dto/payments.dto.js';
import { requireIdempotencyKey } from './idempotency.js';
import { StaffPaymentsService } from './staff-payments.service.js';

/** Staff's payments calls: an application's payments on the record, and refunds with a reason. */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('admin')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class StaffPaymentsController {
  constructor(private readonly staff: StaffPaymentsService) {}

  @Get('applications/:id/payments')
  @ApiOperation({ summary: "The application's payments, newest first; 404 outside the caller's queue" })
  @ApiOkResponse({ type: PaymentWireDto, isArray: true })
  list(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<PaymentWire[]> {
    return this.staff.paymentsOf(caller, id);
  }

  @Post('payments/:id/refund')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'Required (400 without it): one refund per key',
  })
  @ApiOperation({
    summary:
      "Refunds a settled payment in full {reason}: 201 {id, status refunded}; 404 paymentNotFound outside the caller's queue; 409 notRefundable unless settled",
  })
  @ApiResponse({ status: 201, type: PaymentAnswerDto })
  refund(
    @CurrentSession() caller: SessionCaller,
    @Headers('idempotency-key') key: string | undefined,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RefundDto,
  ): Promise<PaymentAnswer> {
    return this.staff.refund(caller, requireIdempotencyKey(key), id, body.reason);
  }
}
