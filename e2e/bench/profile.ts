// The Lighthouse mobile profile: every number of the benchmark is taken under it.
import type { CDPSession } from 'playwright-core';

export const PROFILE = {
  rttMs: 150,
  downloadKbps: 1638.4, // 1.6 Mbps, as Lighthouse counts it (1.6 × 1024 Kbps)
  uploadKbps: 750,
  cpuSlowdown: 4,
  // Lighthouse's mobile device (Moto G Power): 412 × 823 CSS pixels at 1.75 device pixels each.
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

export const PROFILE_LABEL = `${PROFILE.rttMs} ms RTT, 1.6 Mbps down, ${PROFILE.uploadKbps} Kbps up, ${PROFILE.cpuSlowdown}x CPU slowdown, ${PROFILE.viewport.width}×${PROFILE.viewport.height} mobile viewport`;

export const CONTEXT_OPTIONS = {
  viewport: PROFILE.viewport,
  deviceScaleFactor: PROFILE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  // The site answers in the phone's language when the instance offers it; the routes' texts are Spanish.
  locale: 'es-CO',
} as const;

/** Throttles the page's network and CPU through DevTools, as Lighthouse's "devtools" throttling does. */
export async function applyProfile(cdp: CDPSession, { cacheDisabled }: { cacheDisabled: boolean }) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: (PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
}
