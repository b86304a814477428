import type { Runtime } from '../config/runtime.js';
import { seedDemo } from './seed-demo.js';

/**
 * A new, empty database (no instance yet) gets the world PORCHLIGHT_SEED names; an existing one is left
 * alone. Returns a short note for the start banner, or '' when nothing was done.
 */
export async function seedOnFirstStart(runtime: Runtime): Promise<string> {
  if (runtime.settings.PORCHLIGHT_SEED !== 'demo') return '';
  const [{ n }]: { n: number }[] = await runtime.database.dataSource.query(
    'SELECT count(*)::int AS n FROM instances',
  );
  if (n > 0) return '';
  await seedDemo(runtime.database.dataSource);
  return 'seeded the demo world';
}
