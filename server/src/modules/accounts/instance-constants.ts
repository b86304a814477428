// Community entity types the specifications single out (access spec §9, programs spec §9). What they tie to
// particular instances is an instance feature (contract/instance-features.ts), never an id here.

export const COMMUNITY_ENTITY_TYPE = { business: 1, individual: 2 } as const;
