export const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const shortTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
