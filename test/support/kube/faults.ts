import { type ApiError, gatewayTimeout, internalError, serviceUnavailable, tooManyRequests } from './status';

/** Which requests a fault applies to; every given field must match. */
export interface RequestMatch {
  method?: string;
  /** A substring of the path and query, e.g. `/deployments/web` or `fieldManager=`. */
  pathIncludes?: string;
}

export interface FailSpec extends RequestMatch {
  status: 429 | 500 | 503 | 504;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Seconds, for 429 (default 1). */
  retryAfter?: number;
  message?: string;
}

export interface DelaySpec extends RequestMatch {
  ms: number;
  /** How many matching requests are slowed (default: all until clearFaults). */
  times?: number;
  /** `before` (default) holds the request before it is handled; `after` handles it and holds the answer. */
  when?: 'before' | 'after';
}

export interface DropSpec extends RequestMatch {
  times?: number;
  /** `before` (default) drops without handling; `after` handles the request (writes happen) and then drops. */
  when?: 'before' | 'after';
}

export interface FailAfterSpec extends RequestMatch {
  status?: 500 | 503;
  message?: string;
}

/** What the server does with one request. */
export interface FaultPlan {
  delayBefore: number;
  delayAfter: number;
  drop?: 'before' | 'after';
  fail?: ApiError;
}

interface Counted<T> {
  spec: T;
  left: number;
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

function matches(m: RequestMatch, method: string, pathAndQuery: string): boolean {
  return (
    (m.method === undefined || m.method.toUpperCase() === method) &&
    (m.pathIncludes === undefined || pathAndQuery.includes(m.pathIncludes))
  );
}

function failure(status: number, retryAfter: number, message: string | undefined): ApiError {
  switch (status) {
    case 429:
      return tooManyRequests(retryAfter);
    case 503:
      return serviceUnavailable(message);
    case 504:
      return gatewayTimeout(message);
    default:
      return internalError(message ?? 'injected failure');
  }
}

/** Injected faults: failures with real Status bodies, slow answers, dropped connections. */
export class Faults {
  private fails: Array<Counted<FailSpec>> = [];
  private delays: Array<Counted<DelaySpec>> = [];
  private drops: Array<Counted<DropSpec>> = [];
  private budget: { left: number; spec: FailAfterSpec } | undefined;

  failNext(spec: FailSpec): void {
    this.fails.push({ spec, left: spec.times ?? 1 });
  }

  delay(spec: DelaySpec): void {
    this.delays.push({ spec, left: spec.times ?? Number.POSITIVE_INFINITY });
  }

  dropNext(spec: DropSpec = {}): void {
    this.drops.push({ spec, left: spec.times ?? 1 });
  }

  /** The next `n` writes succeed, every write after them fails until clearFaults. */
  failAfter(n: number, spec: FailAfterSpec = {}): void {
    this.budget = { left: n, spec };
  }

  clear(): void {
    this.fails = [];
    this.delays = [];
    this.drops = [];
    this.budget = undefined;
  }

  /** Decides, and counts down, what happens to a request. */
  plan(method: string, pathAndQuery: string): FaultPlan {
    const plan: FaultPlan = { delayBefore: 0, delayAfter: 0 };
    for (const d of this.delays) {
      if (d.left <= 0 || !matches(d.spec, method, pathAndQuery)) continue;
      d.left--;
      if (d.spec.when === 'after') plan.delayAfter += d.spec.ms;
      else plan.delayBefore += d.spec.ms;
    }
    const drop = this.drops.find((d) => d.left > 0 && matches(d.spec, method, pathAndQuery));
    if (drop) {
      drop.left--;
      plan.drop = drop.spec.when ?? 'before';
      return plan;
    }
    const fail = this.fails.find((f) => f.left > 0 && matches(f.spec, method, pathAndQuery));
    if (fail) {
      fail.left--;
      plan.fail = failure(fail.spec.status, fail.spec.retryAfter ?? 1, fail.spec.message);
      return plan;
    }
    const budget = this.budget;
    if (budget && WRITE_METHODS.includes(method) && matches(budget.spec, method, pathAndQuery)) {
      if (budget.left > 0) budget.left--;
      else
        plan.fail = failure(
          budget.spec.status ?? 500,
          1,
          budget.spec.message ?? 'etcdserver: request timed out',
        );
    }
    return plan;
  }
}
