import { Type } from '@sinclair/typebox';

/**
 * The kinds of variable a package's environment schema declares, each with its default (or the
 * words for it, `defaultText`) and the meaning docs/operations.md's table shows. A kind's minimum is
 * what its meaning allows: 0 is accepted only where 0 means something (none, or any free port).
 */
export const Variable = {
  /** A whole number where 0 means none (no cache, no requests allowed, no delay). */
  count: (fallback: number, description: string) => Type.Integer({ minimum: 0, default: fallback, description }),
  /**
   * A whole number of at least 1: a size, or a length of time that must end. 0 would not mean none
   * (a timeout of 0 is no timeout, a window of 0 no limit, a cache of 0 MB no cache that works).
   */
  positive: (fallback: number, description: string) => Type.Integer({ minimum: 1, default: fallback, description }),
  /** A TCP port to listen on; 0 asks the system for any free one. */
  port: (fallback: number, description: string) =>
    Type.Integer({ minimum: 0, maximum: 65_535, default: fallback, description }),
  /** A decimal figure (a percentage, a factor); never negative. */
  figure: (fallback: number, description: string) => Type.Number({ minimum: 0, default: fallback, description }),
  text: (fallback: string, description: string) => Type.String({ default: fallback, description }),
  /** Text that may stay unset; `defaultText` says what applies then, when that is not nothing. */
  unset: (description: string, defaultText?: string) =>
    Type.Optional(Type.String({ description, ...(defaultText ? { defaultText } : {}) })),
};
