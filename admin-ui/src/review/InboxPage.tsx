// /v2/inbox (programs spec §2 reviewer routes, issue 23): every message thread across the applications the caller
// works, unread first (GET /api/admin/inbox); a thread opens beside the list in the communications center, where
// it is read, marked read and answered as on the record page.
import { Badge, Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { InboxThread } from '@server/contract/inbox.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { apiJson } from '../api/client.js';
import { CommunicationsPanel } from '../queue/CommunicationsPanel.js';
import { formatDateTime } from '../queue/format.js';
import { ListBesideDetail } from './ListBesideDetail.js';

function ThreadItem({ thread, open, onOpen }: { thread: InboxThread; open: boolean; onOpen: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { last } = thread;
  return (
    <Card variant="outlined" sx={{ borderColor: open ? 'primary.main' : undefined }}>
      <CardActionArea onClick={onOpen} aria-current={open ? 'true' : undefined}>
        <CardContent sx={{ py: 1.25 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: thread.unread > 0 ? 700 : 500 }}>
              {thread.applicantName}
            </Typography>
            {thread.unread > 0 && (
              <Badge
                color="error"
                badgeContent={thread.unread}
                max={99}
                aria-label={translate('porchlight.inbox.unread', { smart_count: thread.unread })}
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
            )}
            <Box sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(last.at, locale)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {thread.externalId} · {thread.programName}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`porchlight.inbox.${last.direction}`, { sender: last.senderName, type: last.type })}
            {last.subject ? ` — ${last.subject}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {last.excerpt}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function InboxPage() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  const threads = useQuery({
    queryKey: ['inbox'],
    queryFn: () => apiJson<InboxThread[]>('/api/admin/inbox'),
  });
  const rows = threads.data ?? [];
  return (
    <ListBesideDetail
      title={translate('porchlight.inbox.title')}
      state={threads}
      empty={translate('porchlight.inbox.empty')}
      choose={translate('porchlight.inbox.choose')}
      widths={[2, 3]}
      items={rows.map((thread) => ({
        key: thread.applicationId,
        node: (
          <ThreadItem
            thread={thread}
            open={thread.applicationId === openId}
            onOpen={() => setOpenId(thread.applicationId)}
          />
        ),
      }))}
      detail={
        openId === null ? null : (
          <Stack spacing={1} sx={{ minWidth: 0 }} data-testid="inbox-thread">
            <Link to={`/applications/${openId}/show`}>{translate('porchlight.review.open_record')}</Link>
            <Card sx={{ height: 560 }}>
              <CommunicationsPanel key={openId} applicationId={openId} />
            </Card>
          </Stack>
        )
      }
    />
  );
}
