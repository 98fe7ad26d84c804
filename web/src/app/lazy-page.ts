import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants.ts';

/**
 * A route's screen as its own chunk (route-level code splitting keeps the initial bundle
 * small). A chunk that has not arrived after 120 s fails with a ChunkLoadError (spec §8)
 * instead of leaving the spinner forever; the error boundary shows it.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => {
          const error = new Error(`A part of the page did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
          error.name = 'ChunkLoadError';
          reject(error);
        }, CHUNK_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
