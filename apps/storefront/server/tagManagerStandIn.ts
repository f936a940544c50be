// The tag manager's local stand-in: what `SHOP_TAG_MANAGER_URL=http://localhost:3000/tag-manager`
// loads instead of the vendor's container, so the loading path (deferred script, container id and
// data-layer name, the page's policy) runs without the network.
import { AnalyticsConfigError, validateContainerId } from '@beauty/analytics';
import { Hono, type Context } from 'hono';

/** The stand-in's base path on the shop. */
export const TAG_MANAGER_STAND_IN_PATH = '/tag-manager';

/** The event the stand-in pushes once loaded, as the vendor's container pushes `gtm.load`. */
export const TAG_MANAGER_STAND_IN_EVENT = 'gtm.load';

const DATA_LAYER_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** The script for a container id and data-layer name, or 400 when either is malformed. */
function containerScript(c: Context) {
  const id = c.req.query('id') ?? '';
  const layer = c.req.query('l') ?? 'dataLayer';
  try {
    validateContainerId(id);
  } catch (error) {
    if (error instanceof AnalyticsConfigError) return c.text(error.message, 400);
    throw error;
  }
  if (!DATA_LAYER_NAME.test(layer)) return c.text('Invalid data-layer name', 400);
  // Both values passed the checks above: plain identifiers, safe inside the script.
  const script = `(function(){var w=window,l=${JSON.stringify(layer)};(w[l]=w[l]||[]).push({event:${JSON.stringify(TAG_MANAGER_STAND_IN_EVENT)},'gtm.uniqueEventId':0,container:${JSON.stringify(id)}});})();\n`;
  c.header('Cache-Control', 'no-store');
  return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
}

/** `GET /tag-manager/gtm.js` and `/tag-manager/gtag/js`, as the vendor serves them. */
export const tagManagerStandIn = new Hono()
  .get(`${TAG_MANAGER_STAND_IN_PATH}/gtm.js`, containerScript)
  .get(`${TAG_MANAGER_STAND_IN_PATH}/gtag/js`, containerScript);
