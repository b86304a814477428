// The version 2 routes of the admin UI (programs spec §2 reviewer routes; access spec §2: unguarded beyond the
// admin UI's own sign-in), one chunk: the reviewer's screens, the portals' entries and the review-manager route.
import { Navigate, Route, Routes } from 'react-router-dom';
import { AddCasePage } from './AddCasePage.js';
import { InboxPage } from './InboxPage.js';
import { ReviewManagerPage } from './ReviewManagerPage.js';
import { ReviewPage } from './ReviewPage.js';
import { SyncDashboardPage } from './SyncDashboardPage.js';

export function V2Routes() {
  return (
    <Routes>
      <Route path="review" element={<ReviewPage />} />
      <Route path="inbox" element={<InboxPage />} />
      <Route path="add-case" element={<AddCasePage />} />
      <Route path="sync-report" element={<Navigate to="/reports/sync/sync-report" replace />} />
      <Route path="sync-dashboard" element={<SyncDashboardPage />} />
      {/* The admin portal's tabs are the program portal's (programs spec §2). */}
      <Route path="admin-portal/*" element={<Navigate to="/program-portal" replace />} />
      <Route path="program-portal/*" element={<Navigate to="/program-portal" replace />} />
      <Route path="instance-portal/*" element={<Navigate to="/instance-portal" replace />} />
      <Route path="review-manager/:processId" element={<ReviewManagerPage />} />
    </Routes>
  );
}
