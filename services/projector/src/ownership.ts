/** The advisory lock whose holder owns a projection: one owner across processes. */
export const ownerLockName = (projection: string): string => `projection:${projection}`;

/** The owner lock went away with its connection: another process may own the projection now. */
export class LockLostError extends Error {
  override readonly name = 'LockLostError';
  readonly projection: string;
  constructor(projection: string) {
    super(`${projection}: the owner lock's connection was lost`);
    this.projection = projection;
  }
}
