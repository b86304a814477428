// The sync report's feature check (programs spec §7): it runs outside qa, staging and stg hosts, or in
// development; only on the instances of its list; and only while the instance's switch is on (the same rule
// the government navigation follows).
import { SYNC_REPORT_INSTANCE_IDS } from '../accounts/instance-constants.js';
import { syncReportFeatureOn } from '../accounts/navigation.js';
import type { ReportContext } from './report-definition.js';

/** The sync report answers rows only on an instance of its list, with its switch on, where the host check passes. */
export const syncReportRuns = (context: ReportContext): boolean =>
  context.syncReportEnabled &&
  SYNC_REPORT_INSTANCE_IDS.includes(context.instanceId) &&
  syncReportFeatureOn(context.host, context.development);
