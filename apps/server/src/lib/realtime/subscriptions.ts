/** One connection's subscriptions: id -> destination, and destination -> ids (a client may subscribe twice). */
export class Subscriptions {
  readonly #destinationById = new Map<string, string>();
  readonly #idsByDestination = new Map<string, Set<string>>();

  /** Subscriptions held. */
  get size(): number {
    return this.#destinationById.size;
  }

  /** True when the id is taken. */
  has(id: string): boolean {
    return this.#destinationById.has(id);
  }

  /** Adds one; true when it is the first on its destination. */
  add(id: string, destination: string): boolean {
    this.#destinationById.set(id, destination);
    const ids = this.#idsByDestination.get(destination);
    if (ids) {
      ids.add(id);
      return false;
    }
    this.#idsByDestination.set(destination, new Set([id]));
    return true;
  }

  /** Removes one; returns its destination when that was the last subscription on it. */
  remove(id: string): string | null {
    const destination = this.#destinationById.get(id);
    if (destination === undefined) return null;
    this.#destinationById.delete(id);
    const ids = this.#idsByDestination.get(destination);
    ids?.delete(id);
    if (ids && ids.size > 0) return null;
    this.#idsByDestination.delete(destination);
    return destination;
  }

  /** The subscription ids on a destination. */
  idsOn(destination: string): ReadonlySet<string> | undefined {
    return this.#idsByDestination.get(destination);
  }

  /** Every destination subscribed to. */
  destinations(): IterableIterator<string> {
    return this.#idsByDestination.keys();
  }
}
