// Instance ids and community entity types that the specifications single out
// (access spec §9, programs spec §9).

/** The service instance, where community individuals are marketplace subscribers. */
export const SERVICE_INSTANCE_ID = 344;
/** The state health-exchange instance. */
export const HEALTH_EXCHANGE_INSTANCE_ID = 483;
/** The AI demo instance; its government accounts are Demo accounts. */
export const AI_DEMO_INSTANCE_ID = 600;
/** Instances that offer the sync report. */
export const SYNC_REPORT_INSTANCE_IDS: readonly number[] = [318];

export const COMMUNITY_ENTITY_TYPE = { business: 1, individual: 2 } as const;
