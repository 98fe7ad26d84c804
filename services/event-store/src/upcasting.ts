import { UpcastError } from './errors.ts';

/** Turns `data` stored at schema version `v` into the shape of version `v + 1`. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * Schema history of one event type: its current version and, for every older version `v`,
 * the step from `v` to `v + 1`. Old shapes stay in `*.events.v1.ts` files beside the
 * current ones; only additive changes are made in place.
 */
export interface EventSchemaHistory {
  current: number;
  upcasters: Readonly<Record<number, Upcaster>>;
}

export type SchemaRegistry = Readonly<Record<string, EventSchemaHistory>>;

/** Applies upcasters on read and stamps the current version on write. */
export class Upcasting {
  readonly #registry: SchemaRegistry;

  constructor(registry: SchemaRegistry = {}) {
    for (const [type, history] of Object.entries(registry)) {
      for (let version = 1; version < history.current; version++) {
        if (!history.upcasters[version]) throw new UpcastError(`${type}: no upcaster from version ${version}`);
      }
    }
    this.#registry = registry;
  }

  /** The version new events of `type` are written with. */
  currentVersion(type: string): number {
    return this.#registry[type]?.current ?? 1;
  }

  /** Brings stored `data` up to the current shape of its type. */
  upcast(type: string, version: number, data: Record<string, unknown>): { data: Record<string, unknown>; version: number } {
    const history = this.#registry[type];
    if (!history || version >= history.current) return { data, version };
    let upcast = data;
    for (let from = version; from < history.current; from++) {
      const step = history.upcasters[from];
      if (!step) throw new UpcastError(`${type}: no upcaster from version ${from}`);
      upcast = step(upcast);
    }
    return { data: upcast, version: history.current };
  }
}
