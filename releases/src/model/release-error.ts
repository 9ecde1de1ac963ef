/**
 * A release command that cannot go ahead: its message is the one line (or, for refused checks, one
 * line per reason) the operator reads, and nothing was changed.
 */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}
