// The shop's Content-Security-Policy: one fresh nonce per response, carried by every script the
// page is allowed to run, and an endpoint of the shop's own for the browsers' violation reports.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { limitBody } from '@beauty/commerce-api';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** Where browsers send violation reports: the shop's own path, outside the API under `/api`. */
export const CSP_REPORT_PATH = '/csp-report';
/** The `Reporting-Endpoints` name the policy's `report-to` refers to. */
const REPORT_GROUP = 'csp';
/** A browser's report is a few hundred bytes, a batch of them a few KB: more is not a report. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/**
 * The policy. Inline scripts run only with the response's nonce (the router's scripts, the page
 * loader, the tag manager's loader); script files only from the shop (the entry and the chunks it
 * imports). No `'strict-dynamic'`: Chromium would then also run any inline script that running
 * code creates; scripts from elsewhere are listed one by one ({@link PolicySources}: the configured
 * tag manager's script, the fraud-prevention provider's). Style elements need `'self'` (the built stylesheet) or the nonce (the
 * `<style>` elements Radix adds: a dialog's scroll lock, a select menu's scrollbar). Style attributes are allowed: the
 * design system passes per-element values (a shade's colour, a rating's fill) as CSS variables in
 * `style`, which a nonce cannot cover, and an attribute holds no selector, so it cannot read the
 * page.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", NONCE],
  styleSrcAttr: ["'unsafe-inline'"],
  // Swagger UI's icons are data: URLs.
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // `report-to` where the Reporting API is supported, `report-uri` elsewhere (browsers that know
  // `report-to` ignore `report-uri`).
  reportTo: REPORT_GROUP,
  reportUri: [CSP_REPORT_PATH],
};

/** Sources beyond the shop's own that the configuration adds to the policy. */
export interface PolicySources {
  /** Script files: the configured tag manager's script, the fraud-prevention provider's. */
  scripts?: readonly string[];
  /** Where pages may send requests: a configured error-reporting service. */
  connect?: readonly string[];
}

/** Hono's security headers with the shop's policy; the nonce is read with {@link pageNonce}. */
export function shopSecureHeaders({
  scripts = [],
  connect = [],
}: PolicySources = {}): MiddlewareHandler {
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    // frame-ancestors for browsers that only know the older header.
    xFrameOptions: 'DENY',
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      scriptSrc: [...contentSecurityPolicy.scriptSrc, ...scripts],
      connectSrc: [...contentSecurityPolicy.connectSrc, ...connect],
    },
    reportingEndpoints: [{ name: REPORT_GROUP, url: CSP_REPORT_PATH }],
  });
}

/**
 * The security headers of the build's files (scripts, stylesheets, fonts): those a file fetched by
 * a page uses (no sniffing its type, no other site loading it, HTTPS only). A page's own (its
 * policy, framing, referrers, reports) mean nothing on a file a page loads, and would add some
 * 0.8 KB to each of the 15 to 20 files a page's first load fetches.
 */
export function assetSecureHeaders(): MiddlewareHandler {
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** The nonce of this response's policy, set by {@link shopSecureHeaders}. */
export function pageNonce(c: Context): string {
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) throw new Error('No CSP nonce: shopSecureHeaders() must run before the page');
  return nonce;
}

/** A report field for one log line: no line breaks or control characters, at most 200 characters. */
function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  return (
    String(value)
      // eslint-disable-next-line no-control-regex -- exactly what is matched: log injection
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .slice(0, 200) || '-'
  );
}

/** What a report says, from the Reporting API's format or the older `report-uri` one. */
function summarise(report: unknown): string | undefined {
  if (typeof report !== 'object' || report === null) return undefined;
  const r = report as Record<string, unknown>;
  if (r.type === 'csp-violation' && typeof r.body === 'object' && r.body !== null) {
    const b = r.body as Record<string, unknown>;
    return `${field(b.effectiveDirective)} blocked ${field(b.blockedURL)} on ${field(b.documentURL)} at ${field(b.sourceFile)}:${field(b.lineNumber)}`;
  }
  const old = r['csp-report'];
  if (typeof old !== 'object' || old === null) return undefined;
  const b = old as Record<string, unknown>;
  return `${field(b['effective-directive'] ?? b['violated-directive'])} blocked ${field(b['blocked-uri'])} on ${field(b['document-uri'])} at ${field(b['source-file'])}:${field(b['line-number'])}`;
}

/**
 * `POST /csp-report`: logs one line per violation and answers 204. Bodies over
 * {@link CSP_REPORT_MAX_BYTES} get 413, bodies that are not JSON 400.
 */
export const cspReports = new Hono().post(
  CSP_REPORT_PATH,
  limitBody(CSP_REPORT_MAX_BYTES, (c) => c.body(null, 413)),
  async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 400);
    }
    for (const report of Array.isArray(body) ? body : [body]) {
      const line = summarise(report);
      if (line) console.warn(`CSP violation: ${line}`);
    }
    return c.body(null, 204);
  },
);
