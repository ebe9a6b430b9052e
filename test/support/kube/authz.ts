import { forbidden } from './status';
import type { ResourceType } from './types';

/** A rule that makes matching requests answer 403; every given field must match. */
export interface ForbidRule {
  /** Kubernetes verb: get, list, create, update, patch, delete, deletecollection, watch. */
  verb?: string;
  /** Plural resource, e.g. `deployments`, or `deployments/status`. */
  resource?: string;
  group?: string;
  namespace?: string;
  name?: string;
}

export interface Access {
  verb: string;
  t: ResourceType;
  subresource?: string;
  namespace?: string;
  name?: string;
}

/** The RBAC authorizer's 403, for requests a test has chosen to forbid. */
export class Authorizer {
  private rules: ForbidRule[] = [];

  constructor(private readonly user: string) {}

  forbid(rule: ForbidRule): void {
    this.rules.push(rule);
  }

  clear(): void {
    this.rules = [];
  }

  check(a: Access): void {
    const resource = a.subresource ? `${a.t.resource}/${a.subresource}` : a.t.resource;
    const hit = this.rules.some(
      (r) =>
        (r.verb === undefined || r.verb === a.verb) &&
        (r.resource === undefined || r.resource === resource || r.resource === a.t.resource) &&
        (r.group === undefined || r.group === a.t.group) &&
        (r.namespace === undefined || r.namespace === a.namespace) &&
        (r.name === undefined || r.name === a.name),
    );
    if (!hit) return;
    const scope = a.namespace ? `in the namespace "${a.namespace}"` : 'at the cluster scope';
    const why = `User "${this.user}" cannot ${a.verb} resource "${resource}" in API group "${a.t.group}" ${scope}`;
    throw forbidden(a.t, a.name, why);
  }
}
