// The sync report's feature check (programs spec §7): it runs outside qa, staging and stg hosts, or in
// development; only on instances with the syncReport feature; and only while the instance's switch is on (the same rule
// the government navigation follows).
import { syncReportFeatureOn } from '../accounts/navigation.js';
import type { ReportContext } from './report-definition.js';

/** The sync report answers rows only on an instance with the feature, with its switch on, where the host check passes. */
export const syncReportRuns = (context: ReportContext): boolean =>
  context.syncReportEnabled &&
  context.instanceFeatures.includes('syncReport') &&
  syncReportFeatureOn(context.host, context.development);
