import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795431583358 } from './1795431583358-InitialSchema.js';
import { QueueIndexes1795433033728 } from './1795433033728-QueueIndexes.js';
import { QueueKeptCounts1795433100000 } from './1795433100000-QueueKeptCounts.js';

/** Every migration, in order. A new one is generated with `npm run migration:generate -w server -- Name`. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  InitialSchema1795431583358,
  QueueIndexes1795433033728,
  QueueKeptCounts1795433100000,
];
