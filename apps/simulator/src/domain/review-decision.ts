/** A reviewer's answer to a submitted station or charger: approve it, or reject it with a reason. */
export interface ReviewDecision {
  approve: boolean;
  reason: string;
  reviewerId: number;
}
