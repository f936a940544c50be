/** An event pushed to the tag manager's data layer. */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

/** The data layer: the array the tag manager reads. */
export interface DataLayer {
  /** Its global name, e.g. `dataLayer`. */
  readonly name: string;
  push(event: DataLayerEvent): void;
  /**
   * Pushes a tag command (`js`, `config`, `consent`…) in the `arguments` form gtag.js and the tag
   * manager's consent mode read; plain arrays or objects are ignored by them.
   */
  command(name: string, ...args: unknown[]): void;
  /** Everything on the layer, including entries the page or the tag manager put there. */
  readonly events: readonly unknown[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The data layer named `name` on `target` (usually `window`), created when missing. Events the page
 * queued before the library ran are kept.
 *
 * @throws TypeError when `name` is not a valid JavaScript identifier (the tag manager reads
 * `window[name]` and takes the name as the `l` query parameter).
 */
export function createDataLayer(target: object, name = 'dataLayer'): DataLayer {
  if (!IDENTIFIER.test(name))
    throw new TypeError(
      `Invalid data-layer name "${name}": expected a JavaScript identifier such as dataLayer.`,
    );
  const page = target as Record<string, unknown>;
  const existing = page[name];
  const layer: unknown[] = Array.isArray(existing) ? existing : [];
  page[name] = layer;
  return {
    name,
    push(event) {
      // Through the array's own push: once loaded, the tag manager replaces it to observe events.
      (page[name] as unknown[]).push(event);
    },
    command(...args: unknown[]) {
      (page[name] as unknown[]).push(argumentsOf(...args));
    },
    get events() {
      return page[name] as unknown[];
    },
  };
}

// Only a real `arguments` object is recognised as a command by the tag scripts.
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the arguments object itself is the point
  return arguments;
}
