import { describe, expect, it } from 'vitest';
import { dashboardPath, withDashboardLink } from './dashboard-link.ts';

const call = { siteId: 's-1', roomId: 'r 1', deviceId: null } as const;

describe("a notification's dashboard link", () => {
  it("opens a call's room log of the call's category", () => {
    expect(dashboardPath({ ...call, trigger: 'call_late', category: 'cleaning' })).toBe('/dashboard/serviceLog/cleanLog/r%201');
    expect(dashboardPath({ ...call, trigger: 'call_escalated', category: 'maintenance' })).toBe('/dashboard/serviceLog/maintenanceLog/r%201');
    // The calls read model has not caught up yet: the clean log, which links to the other.
    expect(dashboardPath({ ...call, trigger: 'call_opened', category: null })).toBe('/dashboard/serviceLog/cleanLog/r%201');
  });

  it("opens an offline device's drawer on its site, or the site's active alerts without a device", () => {
    expect(dashboardPath({ trigger: 'device_offline', siteId: 's&1', roomId: 'r-1', deviceId: 'pad/7', category: null })).toBe('/admin/devices?site=s%261&device=pad%2F7');
    expect(dashboardPath({ trigger: 'device_offline', siteId: 's-1', roomId: null, deviceId: null, category: null })).toBe('/admin/device-alerts/active?site=s-1');
  });

  it("ends the mail with the link, labelled in the mail's language", () => {
    const hebrew = { from: { name: 'Acme', address: null }, subject: 'קריאה באיחור – Floor 2 women', text: 'קריאה באיחור\n- אתר: Azrieli Tower\n', language: 'he' as const };
    const linked = withDashboardLink(hebrew, 'https://facility.example.com', '/dashboard/serviceLog/cleanLog/r-1');
    expect(linked).toEqual({ ...hebrew, text: `${hebrew.text}\nפתיחה בלוח הבקרה: https://facility.example.com/dashboard/serviceLog/cleanLog/r-1\n` });
    // A mail requested before the language was recorded is labelled in English.
    const { language: _, ...older } = hebrew;
    expect(withDashboardLink(older, 'https://f.example', '/x').text).toMatch(/\n\nOpen in the dashboard: https:\/\/f\.example\/x\n$/);
  });
});
