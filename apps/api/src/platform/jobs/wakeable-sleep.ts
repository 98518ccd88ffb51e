/**
 * A pause that `wake()` ends early. A wake that comes while nobody sleeps is kept for the next
 * pause, so a job enqueued while the runner is busy claiming is not left waiting a full poll.
 */
export class WakeableSleep {
  private pending = false;
  private resolve: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  for(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.timer = setTimeout(() => this.end(), ms);
    });
  }

  wake(): void {
    if (this.resolve) this.end();
    else this.pending = true;
  }

  private end(): void {
    clearTimeout(this.timer);
    const resolve = this.resolve;
    this.resolve = undefined;
    this.pending = false;
    resolve?.();
  }
}
