// /v2/inbox (programs spec §2 reviewer routes, issue 23): every message thread across the applications a staff
// member works, unread first. The contract folder imports only its own files.
import type { CommunicationType } from './communications.js';

/** One application's thread: who and what it is about, how much is unread, and its newest message. */
export interface InboxThread {
  applicationId: number;
  externalId: string;
  applicantName: string;
  programName: string;
  /** Unread e-mails, texts, voicemails and IVR notes (the queue's counters). */
  unread: number;
  /** Messages in the thread (staff notes and comments are not messages). */
  messages: number;
  last: {
    type: CommunicationType;
    direction: 'inbound' | 'outbound';
    senderName: string;
    subject: string | null;
    /** The start of its body. */
    excerpt: string;
    /** ISO time. */
    at: string;
  };
}

/** Threads answered at once: the unread ones come first, so a long inbox still shows what waits. */
export const INBOX_LIMIT = 200;
/** How much of the newest message's body a thread shows. */
export const INBOX_EXCERPT_LENGTH = 160;
