import { type Obj, qualifiedResource } from './types';

/** A metav1.Status body. Optional fields are omitted when empty, as the real server's omitempty does. */
export interface StatusBody extends Obj {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Obj;
  status: 'Success' | 'Failure';
  message?: string;
  reason?: string;
  details?: Obj;
  /** Absent on a DELETE's Status Success, like the real server's. */
  code?: number;
}

/** Thrown by handlers; the server turns it into the Status response. */
export class ApiError extends Error {
  constructor(
    readonly status: StatusBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(status.message ?? status.reason ?? `HTTP ${status.code}`);
  }
}

interface QR {
  group: string;
  resource: string;
}

function failure(code: number, reason: string, message: string, details?: Obj): StatusBody {
  const body: StatusBody = {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    code,
  };
  if (details) body.details = details;
  return body;
}

function resourceDetails(qr: QR, name?: string): Obj {
  const details: Obj = {};
  if (name) details.name = name;
  if (qr.group) details.group = qr.group;
  details.kind = qr.resource;
  return details;
}

export function notFound(qr: QR, name: string): ApiError {
  return new ApiError(
    failure(404, 'NotFound', `${qualifiedResource(qr)} "${name}" not found`, resourceDetails(qr, name)),
  );
}

/** What the real server answers for a path (or kind) it does not serve. */
export function routeNotFound(): ApiError {
  return new ApiError(failure(404, 'NotFound', 'the server could not find the requested resource', {}));
}

export function alreadyExists(qr: QR, name: string): ApiError {
  return new ApiError(
    failure(
      409,
      'AlreadyExists',
      `${qualifiedResource(qr)} "${name}" already exists`,
      resourceDetails(qr, name),
    ),
  );
}

export const OPTIMISTIC_LOCK_MESSAGE =
  'the object has been modified; please apply your changes to the latest version and try again';

export function conflict(qr: QR, name: string, why: string): ApiError {
  const message = `Operation cannot be fulfilled on ${qualifiedResource(qr)} "${name}": ${why}`;
  return new ApiError(failure(409, 'Conflict', message, resourceDetails(qr, name)));
}

export interface ApplyConflict {
  /** Already printed the way the real server prints managers: `"kubectl"` or `"kubectl" using apps/v1`. */
  manager: string;
  field: string;
}

/** The 409 of a server-side apply; message format follows k8s.io/apimachinery's managedfields conflict.go. */
export function applyConflict(conflicts: ApplyConflict[]): ApiError {
  const causes = conflicts.map((c) => ({
    type: 'FieldManagerConflict',
    message: `conflict with ${c.manager}`,
    field: c.field,
  }));
  let message: string;
  const [only] = conflicts;
  if (conflicts.length === 1 && only) {
    message = `Apply failed with 1 conflict: conflict with ${only.manager}: ${only.field}`;
  } else {
    const byManager = new Map<string, string[]>();
    for (const c of conflicts) byManager.set(c.manager, [...(byManager.get(c.manager) ?? []), c.field]);
    const lines: string[] = [];
    for (const manager of [...byManager.keys()].sort()) {
      lines.push(`conflicts with ${manager}:`);
      for (const field of byManager.get(manager) ?? []) lines.push(`- ${field}`);
    }
    message = `Apply failed with ${conflicts.length} conflicts: ${lines.join('\n')}`;
  }
  return new ApiError(failure(409, 'Conflict', message, { causes }));
}

export type FieldErrorType =
  | 'FieldValueRequired'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong';

export interface FieldError {
  type: FieldErrorType;
  field: string;
  /** For Invalid / NotSupported: the offending value, printed as the real server prints it. */
  value?: unknown;
  detail?: string;
}

function printValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? 'null';
}

/** field.Error.ErrorBody(): `Required value`, `Invalid value: "x": detail`, ... */
export function fieldErrorBody(e: FieldError): string {
  const head = {
    FieldValueRequired: 'Required value',
    FieldValueInvalid: `Invalid value: ${printValue(e.value)}`,
    FieldValueNotSupported: `Unsupported value: ${printValue(e.value)}`,
    FieldValueForbidden: 'Forbidden',
    FieldValueTooLong: 'Too long',
  }[e.type];
  return e.detail ? `${head}: ${e.detail}` : head;
}

/** 422 Invalid; `kind` is the Kind (not the resource), as apierrors.NewInvalid does. */
export function invalid(gk: { group: string; kind: string }, name: string, errors: FieldError[]): ApiError {
  const qualified = gk.group ? `${gk.kind}.${gk.group}` : gk.kind;
  const printed = errors.map((e) => `${e.field}: ${fieldErrorBody(e)}`);
  const list = printed.length === 1 ? (printed[0] ?? '') : `[${printed.join(', ')}]`;
  const details: Obj = {};
  if (name) details.name = name;
  if (gk.group) details.group = gk.group;
  details.kind = gk.kind;
  details.causes = errors.map((e) => ({ reason: e.type, message: fieldErrorBody(e), field: e.field }));
  return new ApiError(failure(422, 'Invalid', `${qualified} "${name}" is invalid: ${list}`, details));
}

export function badRequest(message: string): ApiError {
  return new ApiError(failure(400, 'BadRequest', message));
}

export function forbidden(qr: QR, name: string | undefined, why: string): ApiError {
  const subject = name ? `${qualifiedResource(qr)} "${name}"` : qualifiedResource(qr);
  return new ApiError(
    failure(403, 'Forbidden', `${subject} is forbidden: ${why}`, resourceDetails(qr, name)),
  );
}

export function unauthorized(): ApiError {
  return new ApiError(failure(401, 'Unauthorized', 'Unauthorized'));
}

export function methodNotAllowed(
  message = 'the server does not allow this method on the requested resource',
): ApiError {
  return new ApiError(failure(405, 'MethodNotAllowed', message, {}));
}

export function unsupportedMediaType(accepted: string[]): ApiError {
  const message = `the body of the request was in an unknown format - accepted media types include: ${accepted.join(', ')}`;
  return new ApiError(failure(415, 'UnsupportedMediaType', message, {}));
}

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(
    failure(429, 'TooManyRequests', 'Too many requests, please try again later.', { retryAfterSeconds }),
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export function internalError(why: string): ApiError {
  return new ApiError(
    failure(500, 'InternalError', `Internal error occurred: ${why}`, { causes: [{ message: why }] }),
  );
}

export function serviceUnavailable(why = 'the server is currently unable to handle the request'): ApiError {
  return new ApiError(failure(503, 'ServiceUnavailable', why, {}));
}

export function gatewayTimeout(
  why = 'the server was unable to return a response in the time allotted',
): ApiError {
  return new ApiError(failure(504, 'Timeout', why, {}));
}

/** The Status Success a DELETE answers with when the object is gone at once. */
export function deleted(qr: QR, name: string, uid: unknown): StatusBody {
  const details = resourceDetails(qr, name);
  if (typeof uid === 'string') details.uid = uid;
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Success', details };
}
