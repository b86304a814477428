// Files and documents (API.md "Files and documents") on the default store, files under the data folder:
// uploads checked by content, downloads and inline views, who may read and remove a file, an application's
// documents, note attachments, pictures. files-s3.e2e.ts runs the same suite on an S3-compatible store.
import { localStorage } from '../support/files-storage.js';
import { describeFilesSuite } from '../support/files-suite.js';

describeFilesSuite(localStorage);
