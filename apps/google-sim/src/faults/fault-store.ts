import { randomBytes } from 'node:crypto';

export const FAULT_KINDS = [
  'rate_limit',
  'quota',
  'unauthenticated',
  'internal',
  'unavailable',
  'latency',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_APIS = ['all', 'oauth', 'ga-admin', 'ga-data', 'ads', 'search-console'] as const;
export type FaultApi = (typeof FAULT_APIS)[number];
export type ApiFamily = Exclude<FaultApi, 'all'>;

export type Fault = {
  id: string;
  kind: FaultKind;
  api: FaultApi;
  /** Calls left (null: unlimited until `until` or until removed). */
  remaining: number | null;
  /** Epoch ms after which the fault no longer applies (null: no time limit). */
  until: number | null;
  latencyMs: number;
};

export type FaultInput = {
  kind: FaultKind;
  api?: FaultApi | undefined;
  count?: number | undefined;
  durationSeconds?: number | undefined;
  latencyMs?: number | undefined;
};

export type FaultDecision = { latencyMs: number; error: FaultKind | null };

/** Faults armed through the admin endpoint, consumed by matching requests. */
export class FaultStore {
  private faults: Fault[] = [];
  private readonly now: () => Date;

  constructor(now: () => Date) {
    this.now = now;
  }

  add(input: FaultInput): Fault {
    const fault: Fault = {
      id: randomBytes(6).toString('hex'),
      kind: input.kind,
      api: input.api ?? 'all',
      remaining: input.count ?? null,
      until:
        input.durationSeconds !== undefined
          ? this.now().getTime() + input.durationSeconds * 1000
          : null,
      latencyMs: input.kind === 'latency' ? (input.latencyMs ?? 1000) : (input.latencyMs ?? 0),
    };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    this.prune();
    return this.faults.map((f) => ({ ...f }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  private prune(): void {
    const now = this.now().getTime();
    this.faults = this.faults.filter(
      (f) => (f.remaining === null || f.remaining > 0) && (f.until === null || now < f.until),
    );
  }

  /** What should happen to a request of this API family: delay and/or an error. */
  take(api: ApiFamily): FaultDecision {
    this.prune();
    let latencyMs = 0;
    let error: FaultKind | null = null;
    for (const fault of this.faults) {
      if (fault.api !== 'all' && fault.api !== api) continue;
      if (fault.kind === 'latency') {
        latencyMs += fault.latencyMs;
      } else if (error === null) {
        error = fault.kind;
        latencyMs += fault.latencyMs;
      } else {
        continue;
      }
      if (fault.remaining !== null) fault.remaining -= 1;
    }
    this.prune();
    return { latencyMs, error };
  }
}
