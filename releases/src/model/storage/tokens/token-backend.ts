import { Type } from '@sinclair/typebox';
import { type PackageName } from '../../packages/package-names';
import { PACKAGE_NAME } from '../../packages/package-schema';

/**
 * A stored release token: a team's credential for the release service (which packages it may change,
 * under which name the log records its changes), or an edge's (`role: 'edge'`: it may only ask for
 * the halts and served marks its edge decides). The token itself is never kept, only its hash.
 */
export interface TokenRecord {
  name: string;
  /** The packages a team's token may change; none for an edge's. */
  packages: PackageName[];
  /** SHA-256 of the token, hex. */
  hash: string;
  createdAt: string;
  /** `edge` for an edge's token; a team's token has none. */
  role?: 'edge';
}

// Names a log line and a pipeline's secret can carry as they are.
const TOKEN_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export const isTokenName = (name: string) => TOKEN_NAME_PATTERN.test(name);

export const TOKEN_NAME = Type.String({ pattern: TOKEN_NAME_PATTERN.source });

/** A stored record's format (the file or Redis value). */
export const TOKEN_RECORD = Type.Object({
  name: TOKEN_NAME,
  packages: Type.Array(PACKAGE_NAME),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  createdAt: Type.String(),
  role: Type.Optional(Type.Literal('edge')),
});

/** A record as read, without anything its format does not name. */
export const tokenRecordOf = ({ name, packages, hash, createdAt, role }: TokenRecord): TokenRecord => ({
  name,
  packages,
  hash,
  createdAt,
  ...(role ? { role } : {}),
});

/** Where token records are kept: a file in RELEASES_DIR, Redis, or (a local command) memory. */
export interface TokenBackend {
  /** For messages: the file, or Redis's host:port. */
  location: string;
  read(): Promise<TokenRecord[]>;
  /** Adds a record; false when its name is taken. */
  insert(record: TokenRecord): Promise<boolean>;
  /** Removes the record of `name`; false when there was none. */
  remove(name: string): Promise<boolean>;
  /** When each token was last used, by name (milliseconds since 1970). */
  usedTimes(): Promise<Map<string, number>>;
  noteUsed(name: string, at: number): Promise<void>;
}

/** Tokens held in memory only: the one a local command gives itself to reach its own service. */
export function memoryTokenBackend(): TokenBackend {
  const records: TokenRecord[] = [];
  const used = new Map<string, number>();
  return {
    location: 'memory',
    read: async () => [...records],
    insert: async (record) => !records.some((other) => other.name === record.name) && records.push(record) > 0,
    remove: async (name) => {
      const index = records.findIndex((record) => record.name === name);
      if (index >= 0) records.splice(index, 1);
      return index >= 0;
    },
    usedTimes: async () => new Map(used),
    noteUsed: async (name, at) => void used.set(name, at),
  };
}
