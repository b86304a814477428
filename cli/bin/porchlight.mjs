#!/usr/bin/env node
// The `porchlight` command (npx porchlight), linked into node_modules/.bin by `npm ci`: the first run after
// an install or a pull builds the server and the CLI if they are missing or older than their sources.
import { buildStale } from '../../scripts/build-stale.mjs';

buildStale(['server', 'cli']);
await import('../dist/main.js');
