// Wire shapes of the workflow editor's graph (GET and PUT /api/workflows/:id/graph).
// The contract folder imports only its own files: the server and both UIs import these.

export interface GraphPosition {
  x: number;
  y: number;
}

/** A state of the graph; `key` names it within the graph (a new state has a key and no id yet). */
export interface GraphState {
  id?: number;
  key: string;
  name: string;
  /** What applicants see for the state; null: its name. */
  publicLabel: string | null;
  isInitial: boolean;
  requiresReason: boolean;
  requiresComment: boolean;
  approved: boolean;
  declined: boolean;
  sortOrder: number;
  position: GraphPosition;
}

export interface GraphOwner {
  userId: number;
  organizationId: number | null;
}

/** A transition between two states' keys, with who may own the application after it. */
export interface GraphTransition {
  from: string;
  to: string;
  defaultUserId: number | null;
  requiresUserAssignment: boolean;
  owners: GraphOwner[];
}

/** PUT /api/workflows/:id/graph: the whole graph; a state's flags and a transition's settings may be left out. */
export interface WorkflowGraphBody {
  states: (Pick<GraphState, 'id' | 'key' | 'name'> & Partial<Omit<GraphState, 'id' | 'key' | 'name'>>)[];
  transitions: (Pick<GraphTransition, 'from' | 'to'> & {
    defaultUserId?: number | null;
    requiresUserAssignment?: boolean;
    owners: (Pick<GraphOwner, 'userId'> & { organizationId?: number | null })[];
  })[];
}

/** GET /api/workflows/:id/graph: owners carry the names the editor shows. */
export interface WorkflowGraph {
  id: number;
  programId: number;
  name: string;
  states: (GraphState & { id: number })[];
  transitions: (GraphTransition & {
    id: number;
    owners: (GraphOwner & { userName: string | null; organizationName: string | null })[];
  })[];
}
