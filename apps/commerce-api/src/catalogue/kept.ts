/**
 * Parts of catalogue answers kept in the process under the catalogue version they were read at
 * (`catalogue_version`, read by the shared answers for each anonymous request): product tiles, a
 * product page's read, how a search text matches, the brands and categories a text names, the
 * category tree, each country's listing rows. Unlike a kept answer, a listing or facet count is still worked out for every
 * filter; what it reads is looked up. Reading another version drops them all, so nothing is kept
 * past a change on any instance. The oldest go first beyond `maxEntries`.
 */
export class KeptUnderVersion<Value> {
  #version: string | undefined;
  readonly #kept = new Map<string, Value>();

  constructor(private readonly maxEntries: number) {}

  /** What is kept under `version` for `key` (nothing once another version was read). */
  get(version: string, key: string): Value | undefined {
    this.#readAt(version);
    return this.#kept.get(key);
  }

  /** Keeps `value`, read at `version`, unless a newer version was read since. */
  set(version: string, key: string, value: Value): void {
    if (version !== this.#version) return;
    this.#kept.set(key, value);
    for (const oldest of this.#kept.keys()) {
      if (this.#kept.size <= this.maxEntries) break;
      this.#kept.delete(oldest);
    }
  }

  /** Drops what is kept for `key`, if it is still `value` at `version`. */
  forget(version: string, key: string, value: Value): void {
    if (version === this.#version && this.#kept.get(key) === value) this.#kept.delete(key);
  }

  /**
   * What is kept for `key` at `version`, else what `read` gives, read once however many ask
   * meanwhile (the reading itself is kept); a failed read is not kept, so the next one reads again.
   * Without a version (a member's request) it reads every time and keeps nothing.
   */
  reading<Read>(
    this: KeptUnderVersion<Promise<Read>>,
    version: string | undefined,
    key: string,
    read: () => Promise<Read>,
  ): Promise<Read> {
    if (version === undefined) return read();
    const found = this.get(version, key);
    if (found) return found;
    const reading = read();
    this.set(version, key, reading);
    reading.catch(() => this.forget(version, key, reading));
    return reading;
  }

  #readAt(version: string) {
    if (version === this.#version) return;
    this.#kept.clear();
    this.#version = version;
  }
}
