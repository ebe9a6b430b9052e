import { isRecord } from '../../model/values';

// What a manifest or spec value is taken as where it has the wrong shape (its own check says so).

/** The value when it is a string, else ''. */
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The value when it is a mapping, else an empty one. */
export const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
/** The value when it is a list, else an empty one. */
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
