import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { samplePdf, samplePng } from '../../support/sample-files';

export interface UploadFile {
  path: string;
  content: Buffer;
}

/** A real PDF and a real PNG on disk, where a browser's file input can choose them; `remove` deletes them. */
export function writeUploadFiles(): { pdf: UploadFile; png: UploadFile; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'corelink-smoke-upload-'));
  const write = (name: string, content: Buffer): UploadFile => {
    const filePath = path.join(folder, name);
    writeFileSync(filePath, content);
    return { path: filePath, content };
  };
  return {
    pdf: write('ada-cv.pdf', samplePdf()),
    png: write('work.png', samplePng()),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
