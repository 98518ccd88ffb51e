import type { DbOrTx } from '@/platform/db/transaction.ts';

export type DomainEventHandler<T> = (tx: DbOrTx, payload: T) => Promise<void>;

/**
 * A fact one module announces and other modules act on, without the announcing module knowing
 * them (payments says a fee was settled; admissions records it on the application). Handlers
 * run in the announcer's transaction, one after the other: what follows a fact commits with it
 * or not at all. Subscribers are wired once, in app.ts; subscribing the same handler twice
 * (several apps in one test process) keeps one.
 */
export type DomainEvent<T> = {
  readonly name: string;
  subscribe(handler: DomainEventHandler<T>): void;
  publish(tx: DbOrTx, payload: T): Promise<void>;
};

export function domainEvent<T>(name: string): DomainEvent<T> {
  const handlers = new Set<DomainEventHandler<T>>();
  return {
    name,
    subscribe: (handler) => {
      handlers.add(handler);
    },
    publish: async (tx, payload) => {
      for (const handler of handlers) await handler(tx, payload);
    },
  };
}
