/**
 * What one client error report holds (spec 000 §7 RecordJavascriptErrors, §9): an
 * event name, its data as a JSON string and a timestamp; stacks cut to 5000
 * characters. Turns whatever `window.onerror` or `unhandledrejection` hands over
 * into that, without ever throwing. Pure.
 */
export const MAX_STACK_LENGTH = 5000;
/** The event name is not shown in the spec; this is ours. */
export const JAVASCRIPT_ERROR_EVENT = 'javascript_error';

export interface ErrorReportInput {
  message?: unknown;
  stack?: unknown;
  name?: unknown;
  /** Script URL, line and column, as `window.onerror` gives them. */
  filename?: unknown;
  lineno?: unknown;
  colno?: unknown;
  /** Overrides the event name. */
  event?: unknown;
  [key: string]: unknown;
}

export interface ErrorReport {
  event: string;
  /** JSON text of the error's details. */
  data: string;
  timestamp: number;
}

export interface ErrorDetails {
  message: string;
  name?: string;
  stack?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  [key: string]: unknown;
}

export function truncateStack(stack: string): string {
  return stack.length > MAX_STACK_LENGTH ? stack.slice(0, MAX_STACK_LENGTH) : stack;
}

/** JSON text of any value; cycles, BigInts and throwing getters do not stop it. */
export function safeJson(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'bigint') return v.toString();
        if (typeof v === 'object' && v !== null) {
          if (seen.has(v)) return '[Circular]';
          seen.add(v);
        }
        return v;
      }) ?? String(value)
    );
  } catch {
    try {
      return String(value);
    } catch {
      return '[unprintable]';
    }
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const KNOWN = new Set(['message', 'stack', 'name', 'filename', 'lineno', 'colno', 'event']);

/** The details of an Error, an error-like record, or any other thrown value. */
export function errorDetails(error: unknown): ErrorDetails {
  try {
    if (error instanceof Error || (typeof error === 'object' && error !== null)) {
      const source = error as ErrorReportInput;
      const details: ErrorDetails = { message: text(source.message) ?? (error instanceof Error ? '' : safeJson(error)) };
      const name = text(source.name);
      const stack = text(source.stack);
      const filename = text(source.filename);
      const lineno = count(source.lineno);
      const colno = count(source.colno);
      if (name !== undefined) details.name = name;
      if (stack !== undefined) details.stack = truncateStack(stack);
      if (filename !== undefined) details.filename = filename;
      if (lineno !== undefined) details.lineno = lineno;
      if (colno !== undefined) details.colno = colno;
      if (!(error instanceof Error)) {
        for (const [key, value] of Object.entries(source)) if (!KNOWN.has(key) && value !== undefined) details[key] = value;
      }
      return details;
    }
    return { message: String(error) };
  } catch {
    return { message: '[unreadable error]' };
  }
}

export function buildErrorReport(error: unknown, timestamp: number, context: Readonly<Record<string, unknown>> = {}): ErrorReport {
  const event = typeof error === 'object' && error !== null ? text((error as ErrorReportInput).event) : undefined;
  return { event: event || JAVASCRIPT_ERROR_EVENT, data: safeJson({ ...context, ...errorDetails(error) }), timestamp };
}
