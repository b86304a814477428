import type { Database } from '../database/database.js';
import type { Settings } from './settings.js';

/** What the process has opened before Nest starts: the settings, the database and the signing secret. */
export interface Runtime {
  settings: Settings;
  database: Database;
  secret: string;
}

export const SETTINGS = Symbol('SETTINGS');
