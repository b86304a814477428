// The programs wire shapes (programs spec §3; GET instanceresources, resource/:id, applications/mine) and the
// files an application carries (API.md "Files and documents").

export type { FileWire } from '@server/contract/files.js';
export type {
  ApplicationSummaryView as ApplicationSummary,
  FileAnswer,
  FormField,
  ProgramDetailView as ProgramDetail,
  ProgramView,
} from '@server/contract/programs.js';
