import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

interface Injectable {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

type Setup = () => Promise<unknown> | unknown;

/** A request as a route test writes it: the method, the URL, and whose session (a Cookie header value) sends it. */
export const request = (method: NonNullable<InjectOptions['method']>, url: string, options: { cookie?: string | null; body?: unknown; headers?: Record<string, string> } = {}): InjectOptions => ({
  method,
  url,
  headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
});

/**
 * Route tests as given / when / then (CONVENTIONS.md, after Emmett's
 * DeciderSpecification): what the world holds, the request, and what the caller sees.
 *
 *   await httpSpec(api.app)
 *     .given(() => api.seedSite(...))
 *     .when(request('GET', '/api/company/general', { cookie: admin }))
 *     .then(200, (body) => expect(body).toEqual(...));
 *
 * A failed status assertion prints the answer's body, so a 400 says which field.
 */
export function httpSpec(app: Injectable) {
  const given = (...setups: Setup[]) => ({
    when: (options: InjectOptions) => {
      const send = async () => {
        for (const setup of setups) await setup();
        return app.inject(options);
      };
      return {
        /** The status, then (optionally) checks on the JSON body; resolves with the body. */
        async then<T = unknown>(status: number, check?: (body: T) => void): Promise<T> {
          const response = await send();
          expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(status);
          const body = (response.body === '' ? undefined : response.json()) as T;
          check?.(body);
          return body;
        },
        /** An RFC 9457 problem with this status, naming `field` among its invalid params when given. */
        async thenProblem(status: number, expected: { field?: string; detail?: string | RegExp } = {}): Promise<void> {
          const response = await send();
          expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(status);
          expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
          const problem = response.json() as { status: number; detail?: string; 'invalid-params'?: { name: string }[] };
          expect(problem.status).toBe(status);
          if (expected.field) expect(problem['invalid-params']?.map((param) => param.name)).toContain(expected.field);
          if (expected.detail !== undefined) expect(problem.detail).toMatch(expected.detail);
        },
      };
    },
  });
  return { given, when: (options: InjectOptions) => given().when(options) };
}
