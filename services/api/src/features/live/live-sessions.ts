/** What the registry needs of a socket: to be told to go. */
export interface SessionSocket {
  disconnect(close: boolean): unknown;
}

/**
 * The open live sockets of each session (by its token hash), so that a session that ends,
 * by logout on any process (NOTIFY) or by expiry or deactivation (the periodic sweep), takes
 * its sockets with it. Without this a socket would keep receiving a site's live board after
 * its user logged out.
 */
export class LiveSessions<S extends SessionSocket = SessionSocket> {
  readonly #sockets = new Map<string, Set<S>>();

  /** Registers an authenticated socket; returns the function to call when it disconnects. */
  track(tokenHash: string, socket: S): () => void {
    const sockets = this.#sockets.get(tokenHash) ?? new Set<S>();
    this.#sockets.set(tokenHash, sockets.add(socket));
    return () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.#sockets.get(tokenHash) === sockets) this.#sockets.delete(tokenHash);
    };
  }

  /** Disconnects every socket of the session. */
  end(tokenHash: string): void {
    const sockets = this.#sockets.get(tokenHash);
    this.#sockets.delete(tokenHash);
    for (const socket of sockets ?? []) socket.disconnect(true);
  }

  /** The sessions with open sockets, to check against the database. */
  tokenHashes(): string[] {
    return [...this.#sockets.keys()];
  }

  /** Ends every session not in `live` (the answer of a sweep that asked about `checked`). */
  keepOnly(checked: readonly string[], live: ReadonlySet<string>): void {
    for (const tokenHash of checked) if (!live.has(tokenHash)) this.end(tokenHash);
  }
}
