import { startApp } from './boot/start-app';
import { inTurn } from './scheduling/yield-to-browser';

// The async boundary: shared modules are negotiated before any of them is used. React goes first
// (the share scope is set up with it), then the two largest libraries, each in a task of its own, so
// that no single task of the start blocks a visitor's tap for long; the bootstrap finds them ready.
void startApp(async () => {
  await inTurn([() => import('react'), () => import('react-dom/client'), () => import('shared-config/router')]);
  return import('./bootstrap');
});
