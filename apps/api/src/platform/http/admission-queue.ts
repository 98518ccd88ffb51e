/** How many requests a process serves at once, and how many may wait for a turn. */
export type AdmissionLimits = {
  /** Requests served at once; past it, requests wait (in front of the database pool). */
  maxInFlight: number;
  /** Requests that may wait; past it, a request is refused at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is refused. */
  queueWaitMs: number;
  /** The share of `maxInFlight` one school (or the signed-out public) may hold at once. */
  schoolShare: number;
};

/** Why a request was not admitted, and when to try again. */
export type Refusal = { reason: 'queue_full' | 'waited_too_long'; retryAfterSeconds: number };

type Waiter = {
  key: string;
  admit: () => void;
  timer: NodeJS.Timeout;
};

/**
 * Admission control: at most `maxInFlight` requests at once, none of one school beyond its
 * share, the rest waiting first in, first out (a school over its share lets the next school's
 * request pass), up to `maxQueued` of them for up to `queueWaitMs`. A request that cannot wait
 * is refused at once, with a suggested wait: overload is queued or refused, never suffered.
 */
export class AdmissionQueue {
  private inFlight = 0;
  private readonly byKey = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  private readonly keyCap: number;

  constructor(private readonly limits: AdmissionLimits) {
    this.keyCap = Math.max(1, Math.ceil(limits.maxInFlight * limits.schoolShare));
  }

  get stats() {
    return { inFlight: this.inFlight, waiting: this.waiting.length };
  }

  /** A release function when a turn is free now and nobody waits for one; null otherwise. */
  tryAcquire(key: string): (() => void) | null {
    return this.fits(key) && this.waiting.length === 0 ? this.take(key) : null;
  }

  /** Resolves with a release function once admitted; rejects with a `Refusal`. */
  acquire(key: string): Promise<() => void> {
    const now = this.tryAcquire(key);
    if (now) return Promise.resolve(now);
    if (this.waiting.length >= this.limits.maxQueued) {
      return Promise.reject(this.refusal('queue_full'));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        key,
        admit: () => resolve(this.take(key)),
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(this.refusal('waited_too_long'));
        }, this.limits.queueWaitMs),
      };
      this.waiting.push(waiter);
      // A school over its share may be queued behind nobody it waits for: look now.
      this.admitWaiting();
    });
  }

  private fits(key: string): boolean {
    return this.inFlight < this.limits.maxInFlight && (this.byKey.get(key) ?? 0) < this.keyCap;
  }

  private take(key: string): () => void {
    this.inFlight += 1;
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left === 0) this.byKey.delete(key);
      else this.byKey.set(key, left);
      this.admitWaiting();
    };
  }

  /** Admits waiting requests in order, skipping those whose school is at its share. */
  private admitWaiting(): void {
    for (let i = 0; i < this.waiting.length && this.inFlight < this.limits.maxInFlight; ) {
      const waiter = this.waiting[i];
      if (waiter && this.fits(waiter.key)) {
        this.waiting.splice(i, 1);
        clearTimeout(waiter.timer);
        waiter.admit();
      } else {
        i += 1;
      }
    }
  }

  /** The suggested wait: the queue's wait, at least a second. */
  private refusal(reason: Refusal['reason']): Refusal {
    return { reason, retryAfterSeconds: Math.max(1, Math.ceil(this.limits.queueWaitMs / 1000)) };
  }
}
