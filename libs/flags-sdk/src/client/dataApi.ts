// Reads from the Data API. Every failure becomes the same RemoteData error, logged once, so
// callers handle one error kind whatever went wrong on the network. Argument types are the
// public methods' (FlagsClient), declared once there.
import { FlagsError } from '../errors.js';
import type { VisitorDataInput } from '../data/types.js';
import { maskSecret, maskSecretInError } from '../secrets.js';
import { request } from '../transport/http.js';
import { validateVisitorCode } from '../visitorCode.js';
import type { FlagsClient } from './client.js';
import type { ClientContext } from './context.js';
import { parseVisitorData, visitorDataUrl } from './remoteData.js';
import type { VisitorDataWriter } from './visitorData.js';

/** Data maps and visitor history from the Data API. */
export class DataApiReader {
  /** `writer` stores the history that is read, unless the caller says not to. */
  constructor(
    private readonly context: ClientContext,
    private readonly writer: VisitorDataWriter,
  ) {}

  /**
   * GETs `url` as JSON; any failure is logged and thrown as `No data found for {key} key`. When
   * `keyIsSecret` (a visitor code, which may be an e-mail used as mapping identifier), the key is
   * masked in that message and in the logged cause, which may quote the URL that carries it.
   */
  private async read(url: string, key: string, keyIsSecret = false): Promise<unknown> {
    try {
      const response = await request(url, { method: 'GET' }, this.context.transport());
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      const shownKey = keyIsSecret ? maskSecret(key) : key;
      const failure = new FlagsError('RemoteData', `No data found for ${shownKey} key`);
      this.context.log(
        'error',
        failure.message,
        keyIsSecret ? maskSecretInError(error, key) : error,
      );
      throw failure;
    }
  }

  // Async throughout, so that even a missing configuration rejects rather than throws.

  /** JSON stored on the Data API under `key` (a data map). */
  async getRemoteData(key: string): Promise<unknown> {
    const { settings } = this.context;
    this.context.requireConfiguration();
    const url = `${this.context.dataApiBase()}/map/map?siteCode=${encodeURIComponent(settings.siteCode)}&key=${encodeURIComponent(key)}`;
    return this.read(url, key);
  }

  /**
   * Reads the visitor's history (previous visits 1 to 25, filtered) and, unless `shouldAddData`
   * is false, stores it for targeting as already-sent data.
   */
  async getRemoteVisitorData(
    args: Parameters<FlagsClient['getRemoteVisitorData']>[0],
  ): Promise<VisitorDataInput[]> {
    this.context.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const filters = args.filters ?? {};
    const url = visitorDataUrl(
      this.context.dataApiBase(),
      this.context.settings.siteCode,
      args.visitorCode,
      filters,
      this.context.store.isMapped(args.visitorCode),
    );
    const remote = parseVisitorData(await this.read(url, args.visitorCode, true), filters);
    if (args.shouldAddData !== false) this.writer.addRemote(args.visitorCode, remote);
    return remote.data;
  }
}
