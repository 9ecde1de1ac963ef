// Stands in for the federation error codes' desc.mjs (see slim-federation-runtime.js): a paragraph per
// error code, about 1 KiB of text. Without it a runtime error still names its code (RUNTIME_004) and
// links to the documentation page that explains it.

const described = new Proxy<Record<string, string>>(
  {},
  { get: (_target, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
