import { describe, expect, it } from 'vitest';
import { siteFixture } from '../testing/site-fixture.ts';
import { emptySiteCreate, mapLink, siteChanges, siteCreateBody, siteCreateRules, siteRules, siteToForm } from './site-form.ts';

describe('site form', () => {
  it('sends only the site id when nothing changed', () => {
    const site = siteFixture();
    expect(siteChanges(site, siteToForm(site))).toEqual({ siteId: 's-1' });
  });

  it('sends the changed fields, trimmed, and clears an emptied optional text with null', () => {
    const site = siteFixture({ description: 'Old text', embeddedLink: 'https://example.com/board' });
    const values = { ...siteToForm(site), name: '  Azrieli North ', description: ' ', embeddedLink: '', cleanersNumber: 12 };
    expect(siteChanges(site, values)).toEqual({ siteId: 's-1', name: 'Azrieli North', description: null, embeddedLink: null, cleanersNumber: 12 });
  });

  it('sends the whole location when one part of it changed', () => {
    const site = siteFixture();
    const values = { ...siteToForm(site), 'location/radius': 300 };
    expect(siteChanges(site, values)).toEqual({ siteId: 's-1', location: { ...site.location, radius: 300 } });
  });

  it('passes a complete site and names each failing field as the server would', () => {
    const values = siteToForm(siteFixture());
    expect(Object.values(siteRules(values)).filter(Boolean)).toEqual([]);
    const failing = siteRules({ ...values, name: '', 'location/latitude': 91, 'location/radius': 0, embeddedLink: 'ftp://x', counterThreshold: 1.5, timezone: 'Mars/Olympus' });
    expect(failing).toMatchObject({
      name: 'rules.pleaseEnter',
      'location/latitude': 'organisation:rules.latitude',
      'location/radius': 'organisation:rules.positive',
      embeddedLink: 'rules.invalidUrl',
      counterThreshold: 'organisation:rules.wholeNumber',
      timezone: 'organisation:rules.timeZone',
    });
  });

  it('leaves the optional numbers empty but refuses a negative cleaner count', () => {
    const values = { ...siteToForm(siteFixture()), buildingArea: null, cleanersNumber: -1 };
    expect(siteRules(values)).toMatchObject({ buildingArea: null, cleanersNumber: 'organisation:rules.notNegative' });
  });

  it('builds the create body from the create form', () => {
    const values = { ...emptySiteCreate('c-1', 'Asia/Jerusalem'), name: 'Mall', country: 'Israel', state: 'Center', city: 'Holon', sector: 'retail', 'location/address': 'Main 1', 'location/latitude': 32, 'location/longitude': 34.8 };
    expect(Object.values(siteCreateRules(values)).filter(Boolean)).toEqual([]);
    expect(siteCreateBody(values)).toEqual({
      companyId: 'c-1',
      name: 'Mall',
      country: 'Israel',
      state: 'Center',
      city: 'Holon',
      sector: 'retail',
      timezone: 'Asia/Jerusalem',
      location: { address: 'Main 1', latitude: 32, longitude: 34.8, radius: 100 },
    });
    expect(siteCreateRules(emptySiteCreate('', 'UTC'))).toMatchObject({ companyId: 'rules.pleaseSelect', 'location/latitude': 'rules.pleaseEnter' });
  });

  it('links to the map only for a real point', () => {
    expect(mapLink(32.07, 34.79)).toBe('https://www.openstreetmap.org/?mlat=32.07&mlon=34.79#map=17/32.07/34.79');
    expect(mapLink(null, 34.79)).toBeNull();
    expect(mapLink(95, 34.79)).toBeNull();
  });
});
