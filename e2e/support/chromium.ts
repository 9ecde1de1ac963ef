import type { LaunchOptions } from '@playwright/test';

/*
 * Chromium's features the suite's browser runs without. Headless Chromium (156 here) draws its window's
 * omnibox popups (chrome://omnibox-popup.top-chrome/, and its AI-mode one) for every browser context:
 * a renderer process of its own each, about 0.9 s of CPU a context, nearly half of what a page load
 * costs on two cores, for a popup no test opens. Chromium reads one --disable-features switch, the
 * last given, so the list repeats the features Playwright 1.65 turns off itself (its chromiumSwitches)
 * before the two of ours.
 */
const DISABLED_FEATURES = [
  // Playwright's own.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // The omnibox popups of the browser's window.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

// The system Chromium from Debian: no browser download, and flags that keep it off the network as root.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};
