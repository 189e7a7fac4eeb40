import { type Browser, chromium } from 'playwright-core';

export interface LaunchOptions {
  /**
   * Public-looking host names the browser resolves to 127.0.0.1, for a page that must be on a
   * real domain (the API records installations only on public DNS names) without any DNS.
   */
  loopbackHosts?: readonly string[];
}

/** Headless Debian Chromium; the flags keep it off the network this machine does not have. */
export function launchBrowser({ loopbackHosts = [] }: LaunchOptions = {}): Promise<Browser> {
  const hostRules = loopbackHosts.map((host) => `MAP ${host} 127.0.0.1`).join(',');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...(hostRules === '' ? [] : [`--host-resolver-rules=${hostRules}`]),
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
