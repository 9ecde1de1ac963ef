import { ReleaseError } from '../../release-error';

// What the operating system's error codes mean for whoever reads a command's refusal: a sentence, with
// the code after it for a search, never the raw `EINVAL: invalid argument, readlink '…'` alone.
const SENTENCES: Record<string, string> = {
  ENOENT: 'it does not exist',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is larger than the file system allows',
  EROFS: 'the file system is read-only',
  EIO: 'the disk failed to read or write it',
  EISDIR: 'it is a folder, not a file',
  ENOTDIR: 'a part of its path is a file, not a folder',
  ELOOP: 'its symbolic links go round in a loop',
  EEXIST: 'it exists already',
  ENOTEMPTY: 'it is a folder that is not empty',
  EMFILE: 'this process has too many files open',
  ENFILE: 'the system has too many files open',
  ENAMETOOLONG: 'its name is too long',
  EBUSY: 'it is in use',
  ESTALE: 'the network file system lost track of it',
};

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** Why a file operation failed, as a sentence: `the disk is full (ENOSPC)`. */
export function whyFileFailed(error: unknown): string {
  const code = codeOf(error);
  if (!code) return (error as Error).message;
  return `${SENTENCES[code] ?? 'the operating system refused it'} (${code})`;
}

export const isMissing = (error: unknown) => codeOf(error) === 'ENOENT';

/**
 * A command's message for any failure: a ReleaseError says what it says; a failed file operation
 * that escaped every handler names its file in a sentence instead of a raw errno.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof ReleaseError) return error.message;
  const { path: file, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string };
  if (codeOf(error) && file) return `${dest ?? file}: ${whyFileFailed(error)}`;
  return (error as Error).message;
}

/** A file operation of the store that failed, naming the file: `could not write <file>: the disk is full (ENOSPC)`. */
export class StoreFileError extends ReleaseError {
  /** The operating system's code (ENOSPC...), for callers that tell one failure from another. */
  readonly code: string | undefined;

  constructor(
    readonly file: string,
    doing: string,
    /** The operating system's error. */
    readonly original: unknown,
  ) {
    super(`could not ${doing} ${file}: ${whyFileFailed(original)}`);
    this.name = 'StoreFileError';
    this.code = codeOf(original);
  }
}

/** Runs one file operation; a failure throws a StoreFileError naming `file` and what was being done. */
export async function onFile<T>(file: string, doing: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StoreFileError) throw error;
    throw new StoreFileError(file, doing, error);
  }
}
