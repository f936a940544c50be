import { NavigationError } from './errors';

/** Legacy brand slugs and where they live now. */
export const LEGACY_BRAND_SLUGS: Readonly<Record<string, string>> = {
  armani: 'armani-beauty',
  milk: 'milk-makeup',
  thisworks: 'this-works',
  gucci: 'gucci-beauty',
  burberry: 'burberry-beauty',
  'beauty-blender': 'beautyblender',
};

export const UNKNOWN_MIDDLEWARE_MESSAGE = 'Unknown route middleware';

/**
 * Route middleware by name. Routes name theirs in `staticData.middleware`; a name missing here is
 * a programming error that must fail loudly, not a page that silently skips its checks.
 */
export function resolveMiddleware<T>(
  registry: Readonly<Record<string, T>>,
  names: readonly string[],
): T[] {
  return names.map((name) => {
    if (!Object.hasOwn(registry, name)) {
      throw new NavigationError('unknown_middleware', `${UNKNOWN_MIDDLEWARE_MESSAGE}: ${name}`);
    }
    return registry[name] as T;
  });
}
