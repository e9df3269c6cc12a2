/**
 * The server's one clock. Every rule that says "today", "cut-off", "expiring soon" or "idle"
 * reads it. In test mode /__control/clock freezes it at a chosen instant; tests then move it
 * explicitly, so time-based behaviour (session expiry, a rebooting device coming back) is
 * deterministic.
 */
export class Clock {
  private frozenAt: number | null = null;

  now(): Date {
    return new Date(this.frozenAt ?? Date.now());
  }

  set(instant: Date): void {
    this.frozenAt = instant.getTime();
  }

  /** Back to the wall clock. */
  release(): void {
    this.frozenAt = null;
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }
}
