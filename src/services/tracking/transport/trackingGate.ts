/**
 * Whether tracking may send anything right now. Both questions are answered by the caller:
 * `enabled` is the platform's visit-tracking rule (signed-in users, not-found pages, the global
 * switch), `mayTrack` the visitor's consent. They are asked at the moment of sending, so a
 * visitor who declines after something was queued has nothing sent.
 */
export interface TrackingGate {
  enabled: () => boolean;
  mayTrack: () => boolean;
}

/** True only when both answers are yes; a callback that throws counts as no. */
export function isGateOpen(gate: TrackingGate): boolean {
  try {
    return gate.enabled() === true && gate.mayTrack() === true;
  } catch {
    return false;
  }
}
