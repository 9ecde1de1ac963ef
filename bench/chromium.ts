// One Chromium set-up for every browser the bench starts: the system browser, nothing fetched, no
// background traffic, so a run stays on loopback and offline.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// chrome-launcher starts a visible browser unless told; Playwright adds its own headless switch.
export const HEADLESS_FLAG = '--headless=new';
