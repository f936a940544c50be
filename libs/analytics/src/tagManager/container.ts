/** A tag-manager configuration error. */
export class AnalyticsConfigError extends Error {
  override readonly name = 'AnalyticsConfigError';
}

const CONTAINER_ID = /^(GTM|G)-[A-Z0-9]+$/;

/** Checks a tag-manager container id: `GTM-` or `G-` followed by upper-case letters and digits. */
export function validateContainerId(id: string): string {
  if (CONTAINER_ID.test(id)) return id;
  throw new AnalyticsConfigError(
    `Invalid tag-manager container id "${id}": expected GTM- or G- followed by upper-case letters and digits, e.g. GTM-ABC1234 or G-XYZ9876.`,
  );
}
