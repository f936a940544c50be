// The shop's experimentation service, read from the environment once at start-up: the real
// service when `SHOP_FLAGS_SERVICE_URL` names one, else the local stand-in the shop serves itself.
import { openFlagsServiceStandIn, readCommerceConfig, type Queryable } from '@beauty/commerce-api';
import { Hono } from 'hono';

/** Where the shop serves the stand-in when no service is configured. */
export const FLAGS_STAND_IN_PATH = '/flags-service';

/** The site code when none is configured: the one `apps/commerce-api/flags` is served for. */
export const DEFAULT_FLAGS_SITE_CODE = 'beautyshop';

/** The variables {@link openShopExperiments} reads. */
export type ExperimentsEnv = Partial<
  Record<
    | 'SHOP_FLAGS_SERVICE_URL'
    | 'SHOP_FLAGS_SITE_CODE'
    | 'SHOP_FLAGS_ENVIRONMENT'
    | 'DATABASE_URL'
    | 'COMMERCE_ENV'
    | 'COMMERCE_JWT_SECRET',
    string
  >
>;

/** A variable that stops the start, named in the message. */
export class ExperimentsConfigError extends Error {
  override name = 'ExperimentsConfigError';
}

/** How the renderer reaches the experimentation service (`ExperimentsOptions` of the renderer). */
export interface ExperimentsOptions {
  siteCode: string;
  environment: string;
  /** The service's base URL, or a path on the shop's origin (the stand-in). */
  serviceUrl: string;
  /** How the server calls the service: the stand-in in process. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  reportError: (error: unknown) => void;
}

/** The shop's experiments: the renderer's options, the stand-in (when used) and the CSP sources. */
export interface ShopExperiments {
  options: ExperimentsOptions;
  /** The stand-in's routes under {@link FLAGS_STAND_IN_PATH}; `null` with a real service. */
  standIn: Hono | null;
  /** Origins the pages may send conversions to, for the Content-Security-Policy. */
  connectSources: string[];
  close(): void;
}

function serviceUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ExperimentsConfigError(`SHOP_FLAGS_SERVICE_URL is not a URL: "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new ExperimentsConfigError(
      'SHOP_FLAGS_SERVICE_URL must be an http(s) URL without query or fragment',
    );
  }
  return value.replace(/\/+$/, '');
}

/**
 * Reads the experimentation settings and, without a configured service, opens the stand-in on
 * `apps/commerce-api/flags/configuration.json`. The stand-in's tracking read-back is refused in a
 * deployment. Rejects with an {@link ExperimentsConfigError} or the stand-in's
 * `FlagsConfigurationError` (an invalid file).
 */
export async function openShopExperiments(
  env: ExperimentsEnv,
  reportError: (error: unknown) => void,
  /** The shop's database: the stand-in keeps tracking there, shared by every instance. */
  db?: Queryable,
): Promise<ShopExperiments> {
  const deployment = readCommerceConfig(env).deployment;
  const siteCode = env.SHOP_FLAGS_SITE_CODE || DEFAULT_FLAGS_SITE_CODE;
  if (!/^[\w-]{1,64}$/.test(siteCode)) {
    throw new ExperimentsConfigError('SHOP_FLAGS_SITE_CODE must be 1 to 64 letters or digits');
  }
  const environment = env.SHOP_FLAGS_ENVIRONMENT || (deployment ? 'production' : 'development');
  if (env.SHOP_FLAGS_SERVICE_URL) {
    const url = serviceUrl(env.SHOP_FLAGS_SERVICE_URL);
    return {
      options: { siteCode, environment, serviceUrl: url, reportError },
      standIn: null,
      connectSources: [new URL(url).origin],
      close: () => undefined,
    };
  }
  const standIn = await openFlagsServiceStandIn({
    siteCode,
    sandbox: !deployment,
    logError: reportError,
    db,
  });
  const routes = new Hono().route(FLAGS_STAND_IN_PATH, standIn.app);
  return {
    // The server reaches its own stand-in in process: no network hop, and no wait for the port.
    options: {
      siteCode,
      environment,
      serviceUrl: FLAGS_STAND_IN_PATH,
      fetch: async (input, init) => routes.request(input, init),
      reportError,
    },
    standIn: routes,
    connectSources: [],
    close: () => standIn.close(),
  };
}
