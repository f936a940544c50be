/** A configuration the API refuses to start with; its message is one line naming the variable. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
