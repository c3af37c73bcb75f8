/** The label of a product's workflow state: PUBLISHED Available, SCHEDULED Scheduled, DRAFT Hidden, anything else Unsupported. */
export type WorkflowLabel = 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported';

const LABELS: ReadonlyMap<unknown, WorkflowLabel> = new Map<unknown, WorkflowLabel>([
  ['PUBLISHED', 'Available'],
  ['SCHEDULED', 'Scheduled'],
  ['DRAFT', 'Hidden'],
]);

/** States are matched exactly as the platform names them; any other value reads Unsupported. */
export function workflowLabel(state: unknown): WorkflowLabel {
  return LABELS.get(state) ?? 'Unsupported';
}
