import { startApp } from './boot/start-app';
import { inTurn } from './boot/yield-to-browser';

// The async boundary: shared modules are negotiated before any of them is used. The two largest
// libraries are evaluated first, each in a task of its own, so that no single task of the start
// blocks a visitor's tap for long; the bootstrap then finds them ready.
void startApp(async () => {
  await inTurn([() => import('react'), () => import('react-dom/client'), () => import('shared-config/router')]);
  return import('./bootstrap');
});
