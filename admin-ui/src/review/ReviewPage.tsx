// /v2/review (programs spec §2 "Applications work queue", issue 23): the reviewer's applications, those in the
// states they work within their processes (the queue's Status tab), one opened beside the list with the record
// page's answers and documents and the decision its state allows (the bulk dialog's rules for one application).
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ApplicationRecord } from '@server/contract/application-record.js';
import type { QueueApplication } from '@server/contract/queue.js';
import { useState } from 'react';
import { Link, Loading, useGetList, useGetOne, useTranslate } from 'react-admin';
import { BulkDialog } from '../queue/BulkActions.js';
import { StatusTag } from '../queue/StatusTag.js';
import { Answers } from '../record/ApplicationShow.js';
import { Section } from '../record/Pairs.js';
import { RecordDocuments } from '../record/RecordDocuments.js';
import { ListBesideDetail } from './ListBesideDetail.js';

/** At most this many applications are listed at once: a reviewer works through them oldest first. */
const LISTED = 100;

function ReviewItem({
  row,
  selected,
  onOpen,
}: {
  row: QueueApplication;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined }}>
      <CardActionArea onClick={onOpen} aria-current={selected ? 'true' : undefined}>
        <CardContent sx={{ py: 1.25 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {row.externalId}
            </Typography>
            <StatusTag status={row.currentStateName} />
          </Stack>
          <Typography variant="body2">{row.itemName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.programName}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The opened application: its answers and documents, and the decision button. */
function ReviewDetail({ row, onDecided }: { row: QueueApplication; onDecided: () => void }) {
  const translate = useTranslate();
  const [deciding, setDeciding] = useState(false);
  const record = useGetOne<ApplicationRecord>('applications', { id: row.id });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="review-detail">
      <Card component="header">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography variant="h5" component="h2">
              {row.externalId}
            </Typography>
            <StatusTag status={row.currentStateName} />
          </Stack>
          <Typography sx={{ mt: 1 }}>{row.itemName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.programName}
          </Typography>
          <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setDeciding(true)}>
              {translate('porchlight.review.decide')}
            </Button>
            <Button component={Link} to={`/applications/${row.id}/show`}>
              {translate('porchlight.review.open_record')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {record.data ? <Answers record={record.data} /> : <Loading />}
      <Section title={translate('porchlight.files.title')} testId="review-documents">
        <RecordDocuments applicationId={row.id} externalId={row.externalId} />
      </Section>
      {deciding && (
        <BulkDialog
          action="UPDATE_STATUS"
          selection={{ ids: [row.id], shown: [row] }}
          onClose={() => setDeciding(false)}
          onDone={onDecided}
        />
      )}
    </Stack>
  );
}

export function ReviewPage() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useGetList<QueueApplication>('applications', {
    filter: { tab: 'status' },
    pagination: { page: 1, perPage: LISTED },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const rows = list.data ?? [];
  const open = rows.find((r) => r.id === openId) ?? null;
  return (
    <ListBesideDetail
      title={translate('porchlight.review.title')}
      state={list}
      empty={translate('porchlight.review.empty')}
      choose={translate('porchlight.review.choose')}
      widths={[1, 2]}
      items={rows.map((row) => ({
        key: row.id,
        node: <ReviewItem row={row} selected={row.id === openId} onOpen={() => setOpenId(row.id)} />,
      }))}
      detail={
        open ? (
          <ReviewDetail
            key={open.id}
            row={open}
            onDecided={() => {
              setOpenId(null);
              void list.refetch();
            }}
          />
        ) : null
      }
    />
  );
}
