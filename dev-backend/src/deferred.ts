/**
 * Production's follow-ups that run shortly after the call has answered (its event handlers and the
 * road-authority lookup). Kept in one place so that a reset or a close cancels the pending ones.
 */
export class Deferred {
  private readonly timers = new Set<NodeJS.Timeout>();

  later(delayMs: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
