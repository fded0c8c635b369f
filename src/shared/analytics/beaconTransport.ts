import type { AnalyticsTransport } from './types';

/**
 * Sends each message as JSON to the configured collector URL: `navigator.sendBeacon` when the
 * browser has it (survives page unloads), else a keep-alive POST. No third-party script is loaded
 * and no bearer token is sent.
 */
export const beaconTransport =
  (url: string): AnalyticsTransport =>
  (message) => {
    const body = JSON.stringify(message);
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return;
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {
      // Analytics never disturb the console.
    });
  };
