import type { Config } from 'jest';

export interface JestProjectOptions {
  environment?: 'jsdom' | 'node';
  moduleNameMapper?: Record<string, string>;
  ignore?: string[];
}

export function jestProject(folder: string, options?: JestProjectOptions): Config;
export const repoRoot: string;
