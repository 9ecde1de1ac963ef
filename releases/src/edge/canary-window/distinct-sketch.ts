import { createHash } from 'node:crypto';

// Up to this many values are kept as they are (exact: a quiet canary's figures are exact); past it,
// 2^12 registers of one byte: 4 KB, about 1.6 % standard error, however many values come.
const EXACT_UP_TO = 256;
const INDEX_BITS = 12;
const REGISTERS = 1 << INDEX_BITS;
const ALPHA = 0.7213 / (1 + 1.079 / REGISTERS);

/**
 * Counts distinct values in bounded memory (HyperLogLog once past a few hundred, as Redis's PFADD and
 * PFCOUNT do): the visitors a release was served to, however many ids clients make up.
 */
export class DistinctSketch {
  private exact: Set<string> | null = new Set();
  private readonly registers = new Uint8Array(REGISTERS);

  /**
   * Takes in `value`; whether it was new, as Redis's PFADD answers: exactly while values are kept as
   * they are, then whether a register changed (a value seen before never changes one).
   */
  add(value: string): boolean {
    const before = this.exact?.size;
    this.exact?.add(value);
    const grew = before !== undefined && this.exact !== null && this.exact.size > before;
    const hash = createHash('sha256').update(value).digest().readUInt32BE(0);
    const index = hash >>> (32 - INDEX_BITS);
    const rest = (hash << INDEX_BITS) >>> 0;
    // The position of the first 1 bit after the index bits (all zero: one past the last).
    const rank = rest === 0 ? 32 - INDEX_BITS + 1 : Math.clz32(rest) + 1;
    const changed = rank > (this.registers[index] ?? 0);
    if (changed) this.registers[index] = rank;
    const exact = this.exact !== null;
    if (this.exact && this.exact.size > EXACT_UP_TO) this.exact = null;
    return exact ? grew : changed;
  }

  /** Takes in every value `other` holds (the union of a window's buckets). */
  merge(other: DistinctSketch): void {
    if (this.exact && other.exact) for (const value of other.exact) this.exact.add(value);
    else this.exact = null;
    if (this.exact && this.exact.size > EXACT_UP_TO) this.exact = null;
    other.registers.forEach((rank, index) => {
      if (rank > (this.registers[index] ?? 0)) this.registers[index] = rank;
    });
  }

  count(): number {
    if (this.exact) return this.exact.size;
    let sum = 0;
    let empty = 0;
    for (const rank of this.registers) {
      sum += 2 ** -rank;
      if (rank === 0) empty += 1;
    }
    const estimate = (ALPHA * REGISTERS * REGISTERS) / sum;
    if (estimate <= 2.5 * REGISTERS && empty > 0) return Math.round(REGISTERS * Math.log(REGISTERS / empty));
    return Math.round(estimate);
  }
}
