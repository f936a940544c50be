/** Fields of the spec's error object. */
export interface CommerceErrorInit {
  statusCode?: number;
  statusMessage?: string;
  data?: unknown;
  cause?: unknown;
}

/**
 * An error answered by the API: the spec's error object (`message`, `statusCode` default 500,
 * `statusMessage`, `data`).
 */
export class CommerceError extends Error {
  override readonly name: string = 'CommerceError';
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: unknown;

  constructor(message: string, init: CommerceErrorInit = {}) {
    super(message, { cause: init.cause });
    this.statusCode = init.statusCode ?? 500;
    this.statusMessage = init.statusMessage ?? '';
    this.data = init.data;
  }
}

/** The request never got an answer (offline, DNS, connection reset, aborted). */
export class CommerceNetworkError extends CommerceError {
  override readonly name = 'CommerceNetworkError';
}

/** The API answered, but not with what the contract says (bad JSON or a payload that fails its schema). */
export class CommerceResponseError extends CommerceError {
  override readonly name = 'CommerceResponseError';
}
