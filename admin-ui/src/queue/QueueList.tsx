import ChecklistIcon from '@mui/icons-material/Checklist';
import DownloadIcon from '@mui/icons-material/Download';
import ForumIcon from '@mui/icons-material/Forum';
import PauseIcon from '@mui/icons-material/Pause';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Badge,
  Box,
  Button,
  Drawer,
  IconButton,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  BulkActionsToolbar,
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { filterOptionsQuery } from '../api/first-screen.js';
import { downloadSnapshotPdf, fileErrorText } from '../record/files-api.js';
import {
  capBadge,
  NO_DATA_MESSAGE,
  QUEUE_TABS,
  type QueueApplication,
  type QueueColumn,
  type QueueTab,
  queueColumns,
  unreadTooltip,
} from '../rules.js';
import { BulkActions, SelectAllMatching } from './BulkActions.js';
import { ColumnChooser, FIXED_COLUMNS, useHiddenColumns } from './ColumnChooser.js';
import { CommunicationsPanel } from './CommunicationsPanel.js';
import { QUEUE_DEFAULT_FILTER, QUEUE_DEFAULT_SORT, QUEUE_PAGE_SIZE } from './first-page.js';
import { formatDateTime, formatDuration, formatSubmissionDate, paymentWord } from './format.js';
import { optionalColumns } from './optional-columns.js';
import { type PanelKind, PanelProvider, usePanel } from './panel-state.js';
import { downloadQueueCsv, type FilterOptions } from './queue-api.js';
import { saveQueueView } from './queue-view.js';
import { StatusTag } from './StatusTag.js';
import { ValidationIndicator } from './ValidationIndicator.js';
import { ValidationPanel } from './ValidationPanel.js';

/** How often the queue refetches while refetching is on. */
export const QUEUE_REFETCH_MS = 30_000;
const REFETCH_KEY = 'porchlight.queue.refetch';

const useFilterOptions = () => useQuery(filterOptionsQuery);

const choices = (options: FilterOptions | undefined, domain: keyof FilterOptions) =>
  (options?.[domain] ?? []).map((o) => ({ id: o.id, name: o.name }));

/** The status filter offers the states of the chosen process (all processes' states when none is). */
function StateFilterInput({
  options,
  label,
}: {
  options: FilterOptions | undefined;
  label: string;
  source: string;
}) {
  const { filterValues } = useListContext();
  const process = filterValues.process ? Number(filterValues.process) : null;
  const states = (options?.state ?? []).filter((s) => process === null || s.processId === process);
  return (
    <SelectArrayInput
      source="state"
      label={label}
      choices={states.map((s) => ({
        id: s.id,
        name: process === null ? `${s.name} (${processName(options, s.processId)})` : s.name,
      }))}
    />
  );
}

const processName = (options: FilterOptions | undefined, id: number | undefined) =>
  options?.process.find((p) => p.id === id)?.name ?? '';

/** The filters of programs spec §3. */
function queueFilters(options: FilterOptions | undefined, translate: (k: string) => string) {
  const label = (name: string) => translate(`porchlight.queue.filters.${name}`);
  const filters: ReactElement[] = [
    <SearchInput key="search" source="search" alwaysOn placeholder={label('search')} />,
    <SelectInput
      key="process"
      source="process"
      label={label('process')}
      choices={choices(options, 'process')}
      alwaysOn
    />,
    <StateFilterInput key="state" source="state" label={label('state')} options={options} />,
    <SelectArrayInput
      key="assignedTo"
      source="assignedTo"
      label={label('assignedTo')}
      choices={choices(options, 'assignedTo')}
    />,
    <SelectArrayInput
      key="partner"
      source="partner"
      label={label('partner')}
      choices={choices(options, 'partner')}
    />,
    <DateInput key="startDate" source="startDate" label={label('startDate')} />,
    <DateInput key="endDate" source="endDate" label={label('endDate')} />,
    <DateInput key="lastContactDate" source="lastContactDate" label={label('lastContactDate')} />,
  ];
  if (options?.paymentChannelName.length) {
    filters.push(
      <SelectArrayInput
        key="paymentChannelName"
        source="paymentChannelName"
        label={label('paymentChannelName')}
        choices={choices(options, 'paymentChannelName').map((c) => ({
          ...c,
          name: paymentWord(translate, 'channels', c.name),
        }))}
      />,
    );
  }
  if (options?.categoryName.length) {
    filters.push(
      <SelectArrayInput
        key="categoryName"
        source="categoryName"
        label={label('categoryName')}
        choices={choices(options, 'categoryName')}
      />,
    );
  }
  return filters;
}

function QueueTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const tab: QueueTab = filterValues.tab ?? 'all';
  return (
    <Tabs
      value={tab}
      onChange={(_, next: QueueTab) => setFilters({ ...filterValues, tab: next }, displayedFilters)}
      aria-label={translate('porchlight.queue.tabs_label')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {QUEUE_TABS.map((t) => (
        <Tab key={t} value={t} label={translate(`porchlight.queue.tabs.${t}`)} />
      ))}
    </Tabs>
  );
}

/** The refetch loader and the switch that stops (and resumes) refetching. */
function RefetchControl({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const translate = useTranslate();
  const { isFetching, isPending } = useListContext();
  const refetching = isFetching && !isPending;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 80 }} aria-live="polite">
        {refetching && (
          <Tooltip title={translate('porchlight.queue.refetching')}>
            <LinearProgress
              data-testid="refetch-indicator"
              aria-label={translate('porchlight.queue.refetching')}
            />
          </Tooltip>
        )}
      </Box>
      <Button
        size="small"
        startIcon={on ? <PauseIcon /> : <PlayArrowIcon />}
        onClick={() => onChange(!on)}
        aria-pressed={!on}
      >
        {translate(on ? 'porchlight.queue.stop_refetch' : 'porchlight.queue.resume_refetch')}
      </Button>
    </Stack>
  );
}

/** Export: the current filtered view, in its order, as CSV (every matching row, not only this page). */
function ExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy || total === 0}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadQueueCsv(filterValues, sort);
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('porchlight.queue.export')}
    </Button>
  );
}

function QueueActions({
  refetch,
  setRefetch,
  options,
}: {
  refetch: boolean;
  setRefetch: (on: boolean) => void;
  options: FilterOptions | undefined;
}) {
  const translate = useTranslate();
  const columns = useQueueColumns(options).map((c) => ({
    field: c.field,
    heading: translate(`porchlight.queue.columns.${c.field}`, { _: c.label }),
  }));
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <RefetchControl on={refetch} onChange={setRefetch} />
      <ColumnChooser columns={columns} />
      <ExportButton />
      <FilterButton />
    </TopToolbar>
  );
}

function PanelButton({ kind }: { kind: PanelKind }) {
  const translate = useTranslate();
  const record = useRecordContext<QueueApplication>();
  const { open, toggle } = usePanel();
  if (!record) return null;
  const active = open?.kind === kind && open.applicationId === record.id;
  const messages = kind === 'messages';
  const label = translate(messages ? 'porchlight.queue.open_messages' : 'porchlight.queue.open_validations');
  const tooltip = `${label} ${record.externalId}${messages ? `: ${unreadTooltip(record.unreadItems) ?? translate('porchlight.comms.no_unread')}` : ''}`;
  return (
    <Tooltip title={tooltip}>
      <IconButton
        size="small"
        color={active ? 'primary' : 'default'}
        aria-pressed={active}
        aria-label={`${label} ${record.externalId}`}
        data-testid={`${kind}-button`}
        onClick={(e) => {
          e.stopPropagation();
          toggle(kind, record.id);
        }}
      >
        {messages ? (
          <Badge badgeContent={record.unreadTotal > 0 ? capBadge(record.unreadTotal) : null} color="error">
            <ForumIcon fontSize="small" />
          </Badge>
        ) : (
          <ChecklistIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}

/** The row's snapshot PDF of its application, saved; a failure is notified in words. */
function SnapshotButton({ record }: { record: QueueApplication }) {
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('porchlight.files.snapshot_of', { id: record.externalId });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        data-testid="snapshot-button"
        onClick={(e) => {
          e.stopPropagation();
          downloadSnapshotPdf(record.id, record.externalId).catch((error: unknown) =>
            notify(fileErrorText(error, `${record.externalId}.pdf`, translate), { type: 'error' }),
          );
        }}
      >
        <PictureAsPdfIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function RowActions() {
  const record = useRecordContext<QueueApplication>();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <PanelButton kind="messages" />
      <PanelButton kind="validations" />
      {record && <SnapshotButton record={record} />}
      {record && <ValidationIndicator summary={record.validations} />}
    </Stack>
  );
}

function column({ field, label }: QueueColumn, translate: (k: string, o?: object) => string, locale: string) {
  const heading = translate(`porchlight.queue.columns.${field}`, { _: label });
  switch (field) {
    case 'createdAt':
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) => formatSubmissionDate(r.createdAt, locale)}
        />
      );
    case 'lastComDate':
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) => formatSubmissionDate(r.lastComDate, locale)}
        />
      );
    case 'lastChangedBy':
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) =>
            r.lastChangedBy ? (
              <Tooltip title={formatDateTime(r.lastChangedAt, locale)}>
                <span>{r.lastChangedBy}</span>
              </Tooltip>
            ) : null
          }
        />
      );
    case 'stateCurrentTime':
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) => (
            // A native title: a Tooltip on every row makes each refetch's render heavier.
            <span title={`${r.externalId}: ${formatDateTime(r.stateEnteredAt, locale)}`}>
              {formatDuration(r.stateCurrentTime, locale)}
            </span>
          )}
        />
      );
    case 'currentStateName':
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) => (
            <>
              <StatusTag status={r.currentStateName} />
              {/* The payment's own word where the state does not say it (Refunded, Failed): Payment Channel
                  is the last column, often scrolled out of view, and this one always shows. */}
              {r.paymentStatusName && r.paymentStatusName !== r.currentStateName ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {r.paymentChannelName
                    ? `${paymentWord(translate, 'channels', r.paymentChannelName)}: `
                    : ''}
                  {paymentWord(translate, 'statuses', r.paymentStatusName)}
                </Typography>
              ) : null}
            </>
          )}
        />
      );
    case 'paymentChannelName':
      // The channel and, under it, where the payment stands (Payment in progress, Paid, Failed, Refunded):
      // the queue has one payments column, and a settled or refunded payment is what staff look for.
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) => (
            <>
              <span>{paymentWord(translate, 'channels', r.paymentChannelName)}</span>
              {r.paymentStatusName ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {paymentWord(translate, 'statuses', r.paymentStatusName)}
                </Typography>
              ) : null}
            </>
          )}
        />
      );
    case 'ComDirection':
    case 'ComType':
      return (
        <FunctionField<QueueApplication>
          key={field}
          source={field}
          label={heading}
          render={(r) => {
            const value = r[field];
            return value ? translate(`porchlight.queue.comm_values.${value}`, { _: value }) : '';
          }}
        />
      );
    default:
      return <TextField key={field} source={field} label={heading} />;
  }
}

function NoData() {
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="no-data"
      sx={{ p: 3, textAlign: 'center' }}
    >
      {translate('porchlight.queue.no_data', { _: NO_DATA_MESSAGE })}
    </Typography>
  );
}

/** The spec's columns (programs spec §3) with Time in state before Status. */
function useQueueColumns(options: FilterOptions | undefined): QueueColumn[] {
  const { filterValues } = useListContext();
  const process = filterValues.process ? Number(filterValues.process) : null;
  const columns = queueColumns(optionalColumns(options?.process, process));
  const status = columns.findIndex((c) => c.field === 'currentStateName');
  columns.splice(status, 0, { field: 'stateCurrentTime', label: 'Time in state' });
  return columns;
}

/** Remembers the rows on view, so a record opened from them knows its next and previous application. */
function useRememberView() {
  const { data, filterValues, sort, page, perPage, total } = useListContext<QueueApplication>();
  useEffect(() => {
    if (data) {
      saveQueueView({
        ids: data.map((r) => r.id),
        filter: filterValues,
        sort,
        page,
        perPage,
        total: total ?? null,
      });
    }
  }, [data, filterValues, sort, page, perPage, total]);
}

/** aria-sort on the sorted column's header, which react-admin's header cells leave out. */
function useAriaSort(table: React.RefObject<HTMLDivElement | null>) {
  const { sort } = useListContext();
  useEffect(() => {
    for (const th of table.current?.querySelectorAll('thead th') ?? []) {
      if (th.classList.contains(`column-${sort.field}`)) {
        th.setAttribute('aria-sort', sort.order === 'ASC' ? 'ascending' : 'descending');
      } else {
        th.removeAttribute('aria-sort');
      }
    }
  });
}

// Status stays on screen however wide the table: it sticks to the right edge of the scrolling table. Not on a
// phone, where it would cover the Application ID; a row opens the record, which shows the status first.
const STICKY_STATUS = {
  position: { xs: 'static', md: 'sticky' },
  right: 0,
  zIndex: 1,
  backgroundColor: 'background.paper',
  boxShadow: '-4px 0 6px -4px rgba(0,0,0,0.25)',
} as const;

function QueueGrid({ options }: { options: FilterOptions | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [hidden] = useHiddenColumns();
  const table = useRef<HTMLDivElement>(null);
  const [allMatching, setAllMatching] = useState(false);
  const bulkActions = <BulkActions allMatching={allMatching} />;
  const columns = useQueueColumns(options).filter(
    (c) => FIXED_COLUMNS.includes(c.field) || !hidden.includes(c.field),
  );
  useRememberView();
  useAriaSort(table);
  return (
    <>
      <QueueTabs />
      <Box ref={table} sx={{ minWidth: 0 }}>
        <Datagrid
          // The buttons turn on row selection; the toolbar puts "Select all N matching" beside the count.
          bulkActionButtons={bulkActions}
          bulkActionsToolbar={
            <BulkActionsToolbar
              selectAllButton={<SelectAllMatching on={allMatching} onChange={setAllMatching} />}
            >
              {bulkActions}
            </BulkActionsToolbar>
          }
          rowClick="show"
          empty={<NoData />}
          size="small"
          sx={{
            '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
            '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
            '& td': { whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' },
            '& th.column-currentStateName, & td.column-currentStateName': STICKY_STATUS,
            '& th.column-currentStateName': { zIndex: 2 },
          }}
        >
          {/* The row's panel buttons come first, so an open panel never covers them. */}
          <FunctionField
            label={translate('porchlight.queue.columns.actions')}
            render={() => <RowActions />}
            sortable={false}
          />
          {columns.map((c) => column(c, translate, locale))}
        </Datagrid>
      </Box>
    </>
  );
}

/** The open panel's width; the list makes room for it. */
const PANEL_WIDTH = 420;

function PanelRoom({ children }: { children: ReactNode }) {
  const { open } = usePanel();
  return (
    <Box sx={{ mr: open ? `${PANEL_WIDTH}px` : 0, transition: 'margin 150ms', minWidth: 0 }}>{children}</Box>
  );
}

function Panel() {
  const { open, close } = usePanel();
  return (
    <Drawer
      anchor="right"
      variant="persistent"
      open={open !== null}
      onClose={close}
      slotProps={{ paper: { sx: { width: PANEL_WIDTH, top: 48, height: 'calc(100% - 48px)' } } }}
    >
      {open?.kind === 'messages' && (
        <CommunicationsPanel key={open.applicationId} applicationId={open.applicationId} />
      )}
      {open?.kind === 'validations' && (
        <ValidationPanel key={open.applicationId} applicationId={open.applicationId} />
      )}
    </Drawer>
  );
}

/**
 * The staff work queue (programs spec §2-§4): tabs, the spec's columns, filters, sorting, 25 rows a page,
 * refetching that can be stopped, row selection with bulk changes, and the two panels per row.
 */
export function QueueList() {
  const translate = useTranslate();
  const options = useFilterOptions();
  const [refetch, setRefetchState] = useState(() => localStorage.getItem(REFETCH_KEY) !== 'off');
  const setRefetch = (on: boolean) => {
    localStorage.setItem(REFETCH_KEY, on ? 'on' : 'off');
    setRefetchState(on);
  };
  return (
    <PanelProvider>
      <PanelRoom>
        <List
          resource="applications"
          title={translate('porchlight.queue.title')}
          sort={QUEUE_DEFAULT_SORT}
          perPage={QUEUE_PAGE_SIZE}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
          filters={queueFilters(options.data, translate)}
          debounce={300}
          filterDefaultValues={QUEUE_DEFAULT_FILTER}
          actions={<QueueActions refetch={refetch} setRefetch={setRefetch} options={options.data} />}
          queryOptions={{ refetchInterval: refetch ? QUEUE_REFETCH_MS : false, refetchOnWindowFocus: false }}
          empty={false}
          sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
        >
          <QueueGrid options={options.data} />
        </List>
      </PanelRoom>
      <Panel />
    </PanelProvider>
  );
}
