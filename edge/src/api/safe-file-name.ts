import type { AcceptedFileType } from 'shared-config/validation/upload-rules';

const MAX_STEM_LENGTH = 100;

/**
 * The name the provider stores beside an upload: the client's base name only (never its folders),
 * reduced to plain ASCII, with an extension that matches the file's real type.
 */
export function safeFileName(clientName: string, type: AcceptedFileType): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[^A-Za-z0-9 ()_-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s_-]+|[\s_]+$/g, '')
    .slice(0, MAX_STEM_LENGTH);
  const kept = type.extensions.includes(extension) ? extension : type.extensions[0];
  return `${stem || 'upload'}.${kept}`;
}
