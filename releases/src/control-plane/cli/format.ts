export const shortTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
