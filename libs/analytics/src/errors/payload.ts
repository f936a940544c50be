import { parse } from 'error-stack-parser-es/lite';

/** How bad an event is. */
export type Severity = 'error' | 'warning' | 'info';

/** Breadcrumb kinds of the notifier protocol. */
export type BreadcrumbType =
  'navigation' | 'request' | 'process' | 'log' | 'user' | 'state' | 'error' | 'manual';

/** A step the shopper or the page took before an error. */
export interface Breadcrumb {
  timestamp: string;
  name: string;
  type: BreadcrumbType;
  metaData: Record<string, unknown>;
}

/** The notifier identity sent with every request. */
export interface Notifier {
  name: string;
  version: string;
  url: string;
}

/** A stack frame in protocol form. */
export interface StackFrame {
  file: string;
  lineNumber?: number;
  columnNumber?: number;
  method: string;
}

/** The shopper an event or session belongs to; avoid personal data beyond an id. */
export interface ReportUser {
  id?: string;
  email?: string;
  name?: string;
}

/** One event of a notify payload (payload version 4). */
export interface ReportEvent {
  exceptions: {
    errorClass: string;
    message: string;
    stacktrace: StackFrame[];
    type: 'browserjs' | 'nodejs';
  }[];
  breadcrumbs: Breadcrumb[];
  context?: string;
  severity: Severity;
  severityReason: { type: string };
  unhandled: boolean;
  user: ReportUser;
  app: Record<string, unknown>;
  device: Record<string, unknown>;
  metaData: Record<string, unknown>;
  session?: { id: string; startedAt: string; events: { handled: number; unhandled: number } };
}

/** The notify request body. */
export interface NotifyPayload {
  apiKey: string;
  payloadVersion: '4';
  notifier: Notifier;
  events: ReportEvent[];
}

/** The exception part of an event, from anything that was thrown. */
export function exceptionOf(
  thrown: unknown,
  type: 'browserjs' | 'nodejs',
): ReportEvent['exceptions'][number] {
  const error =
    thrown instanceof Error
      ? thrown
      : Object.assign(new Error(typeof thrown === 'string' ? thrown : safeJson(thrown)), {
          name: 'InvalidError',
        });
  let stacktrace: StackFrame[] = [];
  try {
    stacktrace = parse(error, { allowEmpty: true }).map((frame) => ({
      file: frame.file ?? 'unknown',
      ...(frame.line !== undefined ? { lineNumber: frame.line } : {}),
      ...(frame.col !== undefined ? { columnNumber: frame.col } : {}),
      method: frame.function ?? '(anonymous)',
    }));
  } catch {
    // An unparseable stack still leaves the class and message worth reporting.
  }
  return { errorClass: error.name || 'Error', message: error.message, stacktrace, type };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
