import {
  DEFAULT_MAX_BREADCRUMBS,
  DEFAULT_MAX_EVENTS,
  MAX_BREADCRUMBS_RANGE,
  MAX_EVENTS_RANGE,
  MAX_PAYLOAD_BYTES,
  clampLimit,
  clickText,
  utf8Length,
} from './limits.js';
import {
  exceptionOf,
  type Breadcrumb,
  type BreadcrumbType,
  type Notifier,
  type NotifyPayload,
  type ReportEvent,
  type ReportUser,
  type Severity,
} from './payload.js';

/** The error-reporting service's endpoints. */
export interface ReporterEndpoints {
  notify: string;
  sessions: string;
}

/** The standard notifier service's public endpoints. */
export const DEFAULT_ENDPOINTS: ReporterEndpoints = {
  notify: 'https://notify.bugsnag.com',
  sessions: 'https://sessions.bugsnag.com',
};

/** Release stages where reporting is off unless `enabled` says otherwise. */
export const QUIET_RELEASE_STAGES: readonly string[] = ['development', 'test'];

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** The project's API key; without one nothing is sent. */
  apiKey: string | undefined;
  /** e.g. `production`, `staging`; defaults to `NODE_ENV`, else `production`. */
  releaseStage?: string;
  /** Forces reporting on or off; by default off in development and tests. */
  enabled?: boolean;
  endpoints?: Partial<ReporterEndpoints>;
  appVersion?: string;
  /** e.g. `client` or `server`. */
  appType?: string;
  /** Events sent per session: default 10, clamped to 1–100. */
  maxEvents?: number;
  /** Breadcrumbs kept: default 25, clamped to 0–100. */
  maxBreadcrumbs?: number;
  /** Return `false` to drop an event, or edit it (e.g. redact metadata) before it is sent. */
  onBeforeSend?: (event: ReportEvent) => boolean | void;
  notifier?: Notifier;
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Where delivery failures are logged; defaults to `console`. */
  logger?: Pick<Console, 'warn'>;
  /** Device fields sent with every event and session (time is added). */
  device?: Record<string, unknown>;
  now?: () => Date;
  /** Session id source; defaults to `crypto.randomUUID`. */
  newId?: () => string;
}

/** Options of one notification. */
export interface NotifyOptions {
  severity?: Severity;
  unhandled?: boolean;
  /** Where it happened, e.g. the route. */
  context?: string;
  metadata?: Record<string, unknown>;
}

/** A client of the standard error-notifier protocol (payload version 4). */
export interface ErrorReporter {
  /** Whether anything is sent at all. */
  readonly enabled: boolean;
  readonly maxEvents: number;
  readonly maxBreadcrumbs: number;
  readonly breadcrumbs: readonly Breadcrumb[];
  /**
   * Sends an error. Never throws: a failure to report is only logged.
   *
   * @returns whether the service accepted it.
   */
  notify(error: unknown, options?: NotifyOptions): Promise<boolean>;
  leaveBreadcrumb(name: string, metaData?: Record<string, unknown>, type?: BreadcrumbType): void;
  /** A click breadcrumb; the clicked text is cut to 140 characters. */
  leaveClickBreadcrumb(text: string, selector?: string): void;
  /** Starts a session: the per-session event count restarts. Never throws. */
  startSession(): Promise<boolean>;
  setUser(user: ReportUser | null): void;
}

/** Notifier identity: this library, speaking protocol version 4. */
export const DEFAULT_NOTIFIER: Notifier = {
  name: '@beauty/analytics',
  version: '1.0.0',
  url: 'https://www.npmjs.com/package/@beauty/analytics',
};

/** Creates an error reporter. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const releaseStage = options.releaseStage ?? nodeEnv() ?? 'production';
  const enabled =
    Boolean(options.apiKey) && (options.enabled ?? !QUIET_RELEASE_STAGES.includes(releaseStage));
  const endpoints = { ...DEFAULT_ENDPOINTS, ...options.endpoints };
  const maxEvents = clampLimit(options.maxEvents, DEFAULT_MAX_EVENTS, MAX_EVENTS_RANGE);
  const maxBreadcrumbs = clampLimit(
    options.maxBreadcrumbs,
    DEFAULT_MAX_BREADCRUMBS,
    MAX_BREADCRUMBS_RANGE,
  );
  const notifier = options.notifier ?? DEFAULT_NOTIFIER;
  const logger = options.logger ?? console;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const exceptionType = 'document' in globalThis ? 'browserjs' : 'nodejs';
  const app = {
    releaseStage,
    ...(options.appVersion ? { version: options.appVersion } : {}),
    ...(options.appType ? { type: options.appType } : {}),
  };
  let breadcrumbs: Breadcrumb[] = [];
  let user: ReportUser = {};
  let session: NonNullable<ReportEvent['session']> | undefined;
  let sentInSession = 0;
  let warnedLimit = false;

  const device = () => ({ ...defaultDevice(), ...options.device, time: now().toISOString() });

  async function post(url: string, body: string, payloadVersion: string): Promise<boolean> {
    try {
      const send = options.fetch ?? globalThis.fetch;
      const response = await send(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Bugsnag-Api-Key': options.apiKey ?? '',
          'Bugsnag-Payload-Version': payloadVersion,
          'Bugsnag-Sent-At': now().toISOString(),
        },
        body,
      });
      if (response.ok) return true;
      logger.warn(`[analytics] error report refused: HTTP ${response.status} from ${url}`);
    } catch (error) {
      logger.warn(`[analytics] error report failed: ${url}`, error);
    }
    return false;
  }

  const leaveBreadcrumb: ErrorReporter['leaveBreadcrumb'] = (
    name,
    metaData = {},
    type = 'manual',
  ) => {
    if (maxBreadcrumbs === 0) return;
    breadcrumbs = [...breadcrumbs, { timestamp: now().toISOString(), name, type, metaData }].slice(
      -maxBreadcrumbs,
    );
  };

  return {
    enabled,
    maxEvents,
    maxBreadcrumbs,
    get breadcrumbs() {
      return breadcrumbs;
    },
    async notify(error, notifyOptions = {}) {
      try {
        if (!enabled) return false;
        if (sentInSession >= maxEvents) {
          if (!warnedLimit)
            logger.warn(
              `[analytics] error-report limit of ${maxEvents} events reached for this session`,
            );
          warnedLimit = true;
          return false;
        }
        const unhandled = notifyOptions.unhandled ?? false;
        const event: ReportEvent = {
          exceptions: [exceptionOf(error, exceptionType)],
          breadcrumbs: [...breadcrumbs],
          ...(notifyOptions.context ? { context: notifyOptions.context } : {}),
          severity: notifyOptions.severity ?? (unhandled ? 'error' : 'warning'),
          severityReason: { type: unhandled ? 'unhandledException' : 'handledException' },
          unhandled,
          user: { ...user },
          app,
          device: device(),
          metaData: notifyOptions.metadata ?? {},
        };
        if (session) {
          session.events[unhandled ? 'unhandled' : 'handled'] += 1;
          event.session = { ...session, events: { ...session.events } };
        }
        if (options.onBeforeSend?.(event) === false) return false;
        const body = fitPayload({
          apiKey: options.apiKey ?? '',
          payloadVersion: '4',
          notifier,
          events: [event],
        });
        if (body === undefined) {
          logger.warn(`[analytics] error report dropped: larger than ${MAX_PAYLOAD_BYTES} bytes`);
          return false;
        }
        sentInSession += 1;
        return await post(endpoints.notify, body, '4');
      } catch (failure) {
        logger.warn('[analytics] error report failed', failure);
        return false;
      }
    },
    leaveBreadcrumb,
    leaveClickBreadcrumb(text, selector) {
      leaveBreadcrumb(
        'UI click',
        { targetText: clickText(text), ...(selector ? { targetSelector: selector } : {}) },
        'user',
      );
    },
    async startSession() {
      sentInSession = 0;
      warnedLimit = false;
      try {
        session = {
          id: newId(),
          startedAt: now().toISOString(),
          events: { handled: 0, unhandled: 0 },
        };
        if (!enabled) return false;
        const body = JSON.stringify({
          notifier,
          device: device(),
          app,
          sessions: [{ id: session.id, startedAt: session.startedAt, user: { ...user } }],
        });
        return await post(endpoints.sessions, body, '1.0');
      } catch (failure) {
        logger.warn('[analytics] session report failed', failure);
        return false;
      }
    },
    setUser(next) {
      user = next ? { ...next } : {};
    },
  };
}

/**
 * Serialises a notify payload within the 1 MB cap: metadata goes first, then breadcrumbs, then
 * the stack trace; `undefined` when even the bare error is too large.
 */
export function fitPayload(payload: NotifyPayload): string | undefined {
  let body = JSON.stringify(payload);
  if (utf8Length(body) <= MAX_PAYLOAD_BYTES) return body;
  const shrinkSteps: ((event: ReportEvent) => void)[] = [
    (event) => {
      event.metaData = { notifier: { warning: 'Payload was too large, metadata removed' } };
    },
    (event) => {
      event.breadcrumbs = [];
    },
    (event) => {
      for (const exception of event.exceptions) exception.stacktrace = [];
    },
  ];
  for (const shrink of shrinkSteps) {
    for (const event of payload.events) shrink(event);
    body = JSON.stringify(payload);
    if (utf8Length(body) <= MAX_PAYLOAD_BYTES) return body;
  }
  return undefined;
}

function nodeEnv(): string | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.NODE_ENV;
}

function defaultDevice(): Record<string, unknown> {
  const navigator = (globalThis as { navigator?: Partial<Navigator> }).navigator;
  return {
    ...(navigator?.userAgent ? { userAgent: navigator.userAgent } : {}),
    ...(navigator?.language ? { locale: navigator.language } : {}),
  };
}
