// Jest stands this in for federation/remote-containers.ts: tests decide what each page loads as.
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType } | null>;

const loaders = new Map<string, Loader>();
export const registeredRemotes: { name: string; entry: string }[] = [];

export function setRemoteModule(id: string, loader: Loader): void {
  loaders.set(id, loader);
}

export function resetRemoteModules(): void {
  loaders.clear();
  registeredRemotes.length = 0;
}

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registeredRemotes.push(...remotes);
}

export function loadRemote<T>(id: string): Promise<T | null> {
  const loader = loaders.get(id);
  if (!loader) return Promise.reject(new Error(`No test module for ${id}`));
  return loader() as Promise<T | null>;
}
