// Files and documents on PORCHLIGHT_STORAGE=s3: the suite of files.e2e.ts against a real S3-compatible
// server (s3rver, in this process on a free loopback port, its objects in a temporary folder).
import { S3rverStorage } from '../support/files-storage.js';
import { describeFilesSuite } from '../support/files-suite.js';

describeFilesSuite(new S3rverStorage());
