/**
 * Handlers of the risk group: the SEON device session and the FingerprintJS key and visitor ids, kept
 * per device id (x-device-id) for the platform's risk checks.
 */
import { randomBytes } from 'node:crypto';
import type { GroupHandlers } from '../../core/handlers';
import { defineSlice } from '../../core/state';

export const FINGERPRINT_JS_KEY = 'jc-fp-public-8d41c7a2';

interface DeviceRisk {
  seon: { sessionId: string; action: string; at: number; ip: string; playerId: string | null }[];
  /** visitorId -> first seen */
  visitors: Map<string, number>;
}

export const riskStore = defineSlice('risk', () => new Map<string, DeviceRisk>());

function device(map: Map<string, DeviceRisk>, id: string): DeviceRisk {
  let d = map.get(id);
  if (!d) {
    d = { seon: [], visitors: new Map() };
    map.set(id, d);
  }
  return d;
}

export const riskHandlers: GroupHandlers<'risk'> = {
  'risk.seonSession': (input, ctx) => {
    const d = device(riskStore(ctx.state), ctx.req.deviceId || 'unknown');
    const sessionId = 'seon_' + randomBytes(12).toString('hex');
    d.seon.push({ sessionId, action: input.action, at: ctx.now, ip: ctx.req.ip, playerId: ctx.playerId });
    if (d.seon.length > 50) d.seon.shift();
    return { sessionId, recorded: true as const };
  },

  'risk.saveFingerprint': (input, ctx) => {
    const d = device(riskStore(ctx.state), ctx.req.deviceId || 'unknown');
    const firstSeen = d.visitors.get(input.visitorId) ?? ctx.now;
    d.visitors.set(input.visitorId, firstSeen);
    return { saved: true as const, firstSeen };
  },

  'risk.fingerprintJsKey': () => ({
    jsKey: FINGERPRINT_JS_KEY,
    endpoint: 'https://fp.example-casino.jp',
    region: 'ap',
  }),
};
