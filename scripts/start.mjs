#!/usr/bin/env node
// `npm start`: build what is missing or older than its sources, then run the server with the settings
// of the environment (embedded database unless DATABASE_URL is set), restarted if it crashes.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_OUTPUTS, buildStale, root } from './build-stale.mjs';

buildStale(Object.keys(BUILD_OUTPUTS));

// The server runs under a supervisor that starts it again when it ends unexpectedly (server/src/supervisor.ts).
process.chdir(root);
const { supervise } = await import(pathToFileURL(path.join(root, 'server/dist/supervisor.js')).href);
process.exit(await supervise(path.join(root, 'server/dist/main.js')));
