/**
 * The upstream reads of one request, each asked once (decision 074): the app's server makes one
 * with the request's load context, before Remix runs, and it goes with the request. An action
 * and the loaders of the page shown after it (the same request, another Request object) share a
 * read instead of waiting out the same time-out twice. Nothing in it outlives its request: a
 * person's data lives for one request (DESIGN.md 8), and no module keeps a map of requests.
 */
export class RequestReads {
  readonly #reads = new Map<string, { answer: Promise<unknown>; failed: boolean }>();

  /**
   * The request's answer to a read, asked at most once. With `keepAnswer: false` only a failure
   * is kept (a read whose answer a change of the request may have made stale is asked again).
   */
  once<T>(key: string, read: () => Promise<T>, { keepAnswer = true }: { keepAnswer?: boolean } = {}): Promise<T> {
    const known = this.#reads.get(key);
    if (known) return known.answer as Promise<T>;
    const entry = { answer: read() as Promise<unknown>, failed: false };
    this.#reads.set(key, entry);
    entry.answer.then(
      () => {
        if (!keepAnswer) this.#reads.delete(key);
      },
      () => {
        entry.failed = true;
      },
    );
    return entry.answer as Promise<T>;
  }

  /** Whether this read already failed in this request (the page shown after a post that met it). */
  failed(key: string): boolean {
    return this.#reads.get(key)?.failed === true;
  }
}
