import { formatByteSize } from './byte-size';

describe('formatByteSize', () => {
  it('writes bytes, whole KiB below a MiB, and MiB to one decimal', () => {
    expect(formatByteSize(0)).toBe('0 B');
    expect(formatByteSize(1023)).toBe('1023 B');
    expect(formatByteSize(1024)).toBe('1 KiB');
    // The release the issue met: 410 KB in the CLI (KiB) and 420 KB in the console (kB).
    expect(formatByteSize(420_000)).toBe('410 KiB');
    expect(formatByteSize(1024 * 1024 - 1)).toBe('1.0 MiB');
    expect(formatByteSize(3.25 * 1024 * 1024)).toBe('3.3 MiB');
  });
});
