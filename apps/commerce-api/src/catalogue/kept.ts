/**
 * Parts of catalogue answers kept in the process under the catalogue version they were read at
 * (`catalogue_version`, read by the shared answers for each anonymous request): product tiles, how
 * a search text matches, the brands and categories a text names, the rows facets count. Unlike a
 * kept answer, a listing still runs its query and facets are counted for every filter; what they
 * show is looked up. Reading another
 * version drops them all, so nothing is kept past a change on any instance. The oldest go first
 * beyond `maxEntries`.
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

  /** The value for `key` at `version`: kept, else made (and kept) by `make`. */
  async through(version: string | undefined, key: string, make: () => Promise<Value>) {
    if (version === undefined) return make();
    const kept = this.get(version, key);
    if (kept !== undefined) return kept;
    const made = await make();
    this.set(version, key, made);
    return made;
  }

  #readAt(version: string) {
    if (version === this.#version) return;
    this.#kept.clear();
    this.#version = version;
  }
}

/**
 * What `kept` holds for `key` at `version`, else what `read` gives, read once however many ask
 * meanwhile (the reading itself is kept); a failed read is not kept, so the next one reads again.
 */
export function keptReading<Value>(
  kept: KeptUnderVersion<Promise<Value>>,
  version: string,
  key: string,
  read: () => Promise<Value>,
): Promise<Value> {
  const found = kept.get(version, key);
  if (found) return found;
  const reading = read();
  kept.set(version, key, reading);
  reading.catch(() => kept.forget(version, key, reading));
  return reading;
}
