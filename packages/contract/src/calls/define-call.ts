/**
 * The shape of one API call, declared once in `calls/<area>.ts` and read by both sides: the server registers
 * its route from it (apps/server/src/routes/register-calls.ts) and generates the OpenAPI document from its
 * schemas; the browser derives its typed function from it (apps/web/src/api/). No path is written elsewhere.
 */
import { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the API is served: every call's path is under it. */
export const API_PREFIX = '/api';

/** One call of the spec. */
export interface CallSpec {
  method: HttpMethod;
  /** Path under /api, parameters as `:name` (the spec writes `{name}`). */
  path: string;
  /** 'public' calls need no token; 'signedIn' calls answer 403 without a valid one. */
  access: 'public' | 'signedIn';
  /** OpenAPI tag: the area of the call. */
  tag: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** More for the OpenAPI document (row layouts, codes other than 200). */
  description?: string;
  /** Path parameters, one field per `:name` of the path. */
  params?: z.ZodObject;
  /** Query string parameters. */
  query?: z.ZodObject;
  /** The JSON body. */
  body?: z.ZodType;
  /** The envelope's `data` of a success. */
  answer: z.ZodType;
  /** Table calls: the column titles of the answer's positional rows (its row layout). */
  columns?: readonly string[];
  /**
   * File calls: the answer is a file of this media type sent as a download (no envelope), and `answer`
   * describes the file. A refusal is still the envelope.
   */
  download?: { contentType: string };
}

/** Declares a call, keeping its literal types (the browser's and the server's types come from them). */
export function defineCall<const S extends CallSpec>(spec: S): S {
  return spec;
}

type Part<C, K extends 'params' | 'query' | 'body', Side extends 'input' | 'output'> = C extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: Side extends 'input' ? z.input<S> : z.output<S> }
  : { [P in K]?: never };

/** What a caller passes: the path parameters, query and body as the schemas accept them. */
export type CallInput<C extends CallSpec> = Part<C, 'params', 'input'> &
  Part<C, 'query', 'input'> &
  Part<C, 'body', 'input'>;

/** What a handler receives: the path parameters, query and body after the schemas parsed them. */
export type ParsedInput<C extends CallSpec> = Part<C, 'params', 'output'> &
  Part<C, 'query', 'output'> &
  Part<C, 'body', 'output'>;

/** The `data` of a successful answer. */
export type CallAnswer<C extends CallSpec> = z.output<C['answer']>;

/** True when the call needs nothing from the caller. */
export type TakesNoInput<C extends CallSpec> = C extends { params: z.ZodType }
  ? false
  : C extends { query: z.ZodType }
    ? false
    : C extends { body: z.ZodType }
      ? false
      : true;

const PARAMETER = /:([A-Za-z]+)/g;

/** The parameter names of a path, in order ('/chart/x/:userId' → ['userId']). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((m) => m[1] ?? '');
}

/** The URL under /api of a call with these parameters and query; a missing path parameter is a bug. */
export function buildCallUrl(
  call: CallSpec,
  params: Record<string, string | number | undefined> = {},
  query: Record<string, string | number | null | undefined> = {},
): string {
  const path = call.path.replace(PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`${call.path}: no value for ${name}`);
    return encodeURIComponent(String(value));
  });
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return path;
  const text = entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return `${path}?${text.join('&')}`;
}

/** The OpenAPI path of a call: `:name` → `{name}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(PARAMETER, '{$1}');
}
