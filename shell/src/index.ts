import { startApp } from './boot/start-app';

// The async boundary: shared modules are negotiated before any of them is used.
void startApp(() => import('./bootstrap'));
