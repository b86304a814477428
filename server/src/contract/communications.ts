// Wire shapes of an application's messages (API.md "The work queue": communications).
// The contract folder imports only its own files: the server and both UIs import these.
import type { FileAttachment } from './files.js';
import type { UnreadItems } from './queue.js';

export const COMMUNICATION_TYPES = ['EMAIL', 'SMS', 'CALL', 'NOTE', 'VOICE', 'SESSION', 'COMMENT'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/** GET /api/admin/applications/:id/communications: one message, sent or received. */
export interface CommunicationMessage {
  id: number;
  applicationId: number;
  type: CommunicationType;
  direction: 'inbound' | 'outbound';
  senderUserId: number | null;
  senderName: string;
  subject: string | null;
  body: string;
  /** ISO time. */
  createdAt: string;
  read: boolean;
  readAt: string | null;
  attachments: FileAttachment[];
}

/** The unread counters of an application, with their sum. */
export interface UnreadCounts extends UnreadItems {
  total: number;
}
