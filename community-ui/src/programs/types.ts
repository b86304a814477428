// The programs wire shapes (programs spec §3; GET instanceresources, resource/:id, applications/mine).

export type {
  ApplicationSummaryView as ApplicationSummary,
  FormField,
  ProgramDetailView as ProgramDetail,
  ProgramView,
} from '@server/contract/programs.js';
