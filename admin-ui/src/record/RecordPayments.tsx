// The record page's payments (API.md "Payments": GET /api/admin/applications/:id/payments): channel, amount,
// status, last four digits and dates of each, and a full refund with a reason for a payment that succeeded.
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { formatMinor, type PaymentStatus, type PaymentWire } from '@server/contract/payments.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';
import { formatDateTime } from '../queue/format.js';
import { eventsKey } from './RecordHistory.js';

const paymentsKey = (applicationId: number) => ['application', applicationId, 'payments'];

const fetchPayments = (applicationId: number) =>
  apiJson<PaymentWire[]>(`/api/admin/applications/${applicationId}/payments`);

const refund = (paymentId: number, reason: string, key: string) =>
  apiJson<{ id: number; status: PaymentStatus }>(`/api/admin/payments/${paymentId}/refund`, {
    method: 'POST',
    body: { reason },
    headers: { 'Idempotency-Key': key },
  });

const STATUS_COLOUR: Record<PaymentStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  created: 'info',
  processing: 'info',
  succeeded: 'success',
  declined: 'error',
  failed: 'error',
  refunded: 'warning',
};

/** Minor units as the currency writes them, in the staff member's language, from exact decimal text. */
function money(amount: number, currency: string, locale: string): string {
  const [decimal] = formatMinor(amount, currency).split(' ');
  // Intl formats a decimal string exactly (ES2023); the cast is for TypeScript's older lib signature.
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(decimal as unknown as number);
}

function RefundDialog({ payment, onClose }: { payment: PaymentWire; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [reason, setReason] = useState('');
  // One key for this dialog's refund: a double click or a retried request refunds once.
  const key = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: () => refund(payment.id, reason.trim(), key.current),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKey(payment.applicationId) });
      void queryClient.invalidateQueries({ queryKey: eventsKey(payment.applicationId) });
      refresh();
      onClose();
    },
    // A refused refund keeps nothing on the server: the next try may change the reason, so it gets a new key.
    onError: () => {
      key.current = crypto.randomUUID();
    },
  });
  const error = send.error instanceof ApiError ? send.error : null;
  const reasonError = error?.fieldErrors.find((e) => e.field === 'reason')?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim() && !send.isPending) send.mutate();
        }}
      >
        <DialogTitle id="refund-title">{translate('porchlight.payments.refund_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('porchlight.payments.refund_text', {
              amount: money(payment.amount, payment.currency, locale),
            })}
          </Typography>
          {send.error && !reasonError && <Alert severity="error">{send.error.message}</Alert>}
          <TextField
            label={translate('porchlight.payments.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            error={Boolean(reasonError)}
            helperText={reasonError}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason.trim() || send.isPending}>
            {translate('porchlight.payments.refund')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function PaymentRow({ payment, onRefund }: { payment: PaymentWire; onRefund: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`porchlight.payments.${key}`);
  const dates = [
    `${t('created')} ${formatDateTime(payment.createdAt, locale)}`,
    payment.settledAt ? `${t('settled')} ${formatDateTime(payment.settledAt, locale)}` : null,
    payment.refundedAt ? `${t('refunded')} ${formatDateTime(payment.refundedAt, locale)}` : null,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      data-testid="record-payment"
      sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {money(payment.amount, payment.currency, locale)}
        </Typography>
        <Typography component="span">
          {t(`channels.${payment.channel}`)}
          {payment.last4 ? ` •••• ${payment.last4}` : ''}
        </Typography>
        <Chip size="small" color={STATUS_COLOUR[payment.status]} label={t(`statuses.${payment.status}`)} />
        {payment.status === 'succeeded' && (
          <Button size="small" variant="outlined" color="error" onClick={onRefund} sx={{ ml: 'auto' }}>
            {t('refund')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {dates.join(' · ')}
        {payment.failureCode ? ` · ${t('failure')}: ${payment.failureCode}` : ''}
      </Typography>
      {payment.refundReason && (
        <Typography variant="body2">
          {t('reason')}: {payment.refundReason}
        </Typography>
      )}
    </Box>
  );
}

export function RecordPayments({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const payments = useQuery({
    queryKey: paymentsKey(applicationId),
    queryFn: () => fetchPayments(applicationId),
  });
  const [refunding, setRefunding] = useState<PaymentWire | null>(null);
  if (payments.isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (payments.error) return <Alert severity="error">{payments.error.message}</Alert>;
  if (payments.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('porchlight.payments.empty')}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {payments.data.map((p) => (
          <PaymentRow key={p.id} payment={p} onRefund={() => setRefunding(p)} />
        ))}
      </Box>
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
