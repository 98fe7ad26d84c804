import { ALREADY_USED_REASON, type AdminCompany } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { siteFixture } from '../testing/site-fixture.ts';
import { COMPANY_RULES_FRANCHISE, COMPANY_RULES_PROVIDER, companyBody, companyChanges, companyToForm, emptyCompany, endClientList } from './company-form.ts';
import { franchiseChanges, franchiseRules, EMPTY_FRANCHISE, NAME_TAKEN, otherFranchiseNames, refusedAsTakenName } from './franchise-form.ts';
import { timeSavingBody, timeSavingRules, timeSavingToForm } from './time-saving-form.ts';

const company: AdminCompany = {
  companyId: 'c-1',
  companyName: 'Clean Co',
  companyType: 'cleaning_co',
  region: 'Center',
  endClients: ['Bank', 'Insurer'],
  franchiseId: 'f-1',
  franchiseName: 'Demo',
  logo: null,
  siteCount: 2,
};

describe('franchise form', () => {
  it('asks for a name and a country as the user types', () => {
    expect(franchiseRules(EMPTY_FRANCHISE)).toEqual({ franchiseName: 'rules.pleaseEnter', franchiseCountry: 'rules.pleaseSelect' });
    expect(franchiseRules({ franchiseName: 'Buzzz <North>', franchiseCountry: 'Israel' })).toEqual({ franchiseName: 'rules.invalidName', franchiseCountry: null });
  });

  it("refuses another franchise's name, trimmed and regardless of case, but not the edited one's own", () => {
    const franchises = [
      { franchiseId: 'f-1', franchiseName: 'Buzzz Demo Franchise', franchiseCountry: 'Israel', companyCount: 2 },
      { franchiseId: 'f-2', franchiseName: 'North', franchiseCountry: 'Israel', companyCount: 0 },
    ];
    const values = { franchiseName: ' buzzz demo FRANCHISE ', franchiseCountry: 'Israel' };
    expect(franchiseRules(values, otherFranchiseNames(franchises, null))).toEqual({ franchiseName: NAME_TAKEN, franchiseCountry: null });
    expect(franchiseRules(values, otherFranchiseNames(franchises, 'f-1')).franchiseName).toBeNull();
    expect(franchiseRules({ ...values, franchiseName: 'South' }, otherFranchiseNames(franchises, null)).franchiseName).toBeNull();
    // A blank name says "please enter", not "taken".
    expect(franchiseRules({ ...values, franchiseName: ' ' }, ['']).franchiseName).toBe('rules.pleaseEnter');
  });

  it("recognises the server's refusal of a name another franchise has, and only that", () => {
    const refusal = (name: string, reason: string) => new ApiError(400, 'Bad Request', reason, [{ name, reason }]);
    expect(refusedAsTakenName(refusal('body/franchiseName', `franchiseName "North" ${ALREADY_USED_REASON} another franchise`))).toBe(true);
    expect(refusedAsTakenName(refusal('body/franchiseName', 'must be at most 100 characters'))).toBe(false);
    expect(refusedAsTakenName(refusal('body/franchiseCountry', `x ${ALREADY_USED_REASON} y`))).toBe(false);
    expect(refusedAsTakenName(new ApiError(403, 'Forbidden', 'Only the provider creates franchises'))).toBe(false);
  });

  it('sends only the changed fields, trimmed', () => {
    const before = { franchiseId: 'f-1', franchiseName: 'Demo', franchiseCountry: 'Israel', companyCount: 3 };
    expect(franchiseChanges(before, { franchiseName: ' Demo ', franchiseCountry: 'Poland' })).toEqual({ franchiseCountry: 'Poland' });
  });
});

describe('company form', () => {
  it('reads end clients one per line, without blanks or repeats', () => {
    expect(endClientList(' Bank \n\nInsurer\nBank\n')).toEqual(['Bank', 'Insurer']);
  });

  it('needs a franchise unless the provider keeps the company outside one', () => {
    const values = { ...emptyCompany('management_co'), companyName: 'Towers Ltd', region: 'North' };
    expect(COMPANY_RULES_FRANCHISE(values)).toMatchObject({ franchiseId: 'rules.pleaseSelect' });
    expect(COMPANY_RULES_PROVIDER(values)).toMatchObject({ franchiseId: null, companyType: null });
    expect(companyBody(values)).toEqual({ companyName: 'Towers Ltd', companyType: 'management_co', region: 'North', franchiseId: null, endClients: [], logo: null });
  });

  it('sends only what changed, detaching the franchise with null', () => {
    expect(companyChanges(company, companyToForm(company))).toEqual({});
    const values = { ...companyToForm(company), franchiseId: '', endClients: 'Bank', logo: 'https://cdn.example.com/logo.png' };
    expect(companyChanges(company, values)).toEqual({ franchiseId: null, endClients: ['Bank'], logo: 'https://cdn.example.com/logo.png' });
    expect(COMPANY_RULES_PROVIDER({ ...values, logo: 'logo.png' })).toMatchObject({ logo: 'rules.invalidUrl' });
  });
});

describe('time-saving form', () => {
  it("starts a site never set with a round an hour and its country's currency", () => {
    const values = timeSavingToForm(siteFixture({ country: 'Poland' }));
    expect(values).toEqual({ isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: null, employerCostPerHour: null, currency: 'PLN' });
    expect(timeSavingRules(values)).toMatchObject({ cleaningMinutesPerRoom: 'rules.pleaseEnter', employerCostPerHour: 'rules.pleaseEnter' });
  });

  it('keeps the saved parameters and checks their ranges', () => {
    const site = siteFixture({ isTimeSave: false, timeSaving: { roundIntervalMinutes: 45, cleaningMinutesPerRoom: 7.5, employerCostPerHour: 60, currency: 'ILS' } });
    const values = timeSavingToForm(site);
    expect(timeSavingBody(values)).toEqual({ isTimeSave: false, roundIntervalMinutes: 45, cleaningMinutesPerRoom: 7.5, employerCostPerHour: 60, currency: 'ILS' });
    expect(timeSavingRules({ ...values, roundIntervalMinutes: 2000, cleaningMinutesPerRoom: 0, employerCostPerHour: -1 })).toEqual({
      roundIntervalMinutes: 'organisation:rules.oneDay',
      cleaningMinutesPerRoom: 'organisation:rules.positive',
      employerCostPerHour: 'organisation:rules.notNegative',
      currency: null,
    });
  });
});
