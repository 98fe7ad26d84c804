import { StreamOrderConflictError } from '@facility/event-store';

/** Each run takes a newer transaction id than the writer it lost to, so a second run nearly always passes. */
const ATTEMPTS = 5;

/**
 * Runs a transaction that writes read models before it appends (a reactor's, or a group
 * holding one) again when the append was refused because another writer appended to one of
 * its streams meanwhile (`StreamOrderConflictError`: its events would have sorted before
 * that stream's earlier versions). The refused run kept nothing, so it is safe to repeat;
 * after the last attempt the error goes to the caller, which treats it as transient.
 */
export async function retryOnStreamOrder<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof StreamOrderConflictError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
