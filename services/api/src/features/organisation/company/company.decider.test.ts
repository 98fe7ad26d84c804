import type { CompanyEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { CompanyCommand, CreateCompany } from './company.commands.ts';
import { companyDecider } from './company.decider.ts';

const given = spec(companyDecider).given;

/** Asserts that the command fails validation and names `field`. */
function rejects(events: CompanyEvent[], command: CompanyCommand, field: string): void {
  const state = events.reduce(companyDecider.evolve, companyDecider.initialState());
  expect(() => companyDecider.decide(command, state, TEST_CONTEXT)).toThrow(ValidationError);
  expect(() => companyDecider.decide(command, state, TEST_CONTEXT)).toThrow(expect.objectContaining({ field }));
}

const create: CreateCompany = {
  type: 'CreateCompany',
  data: {
    companyId: 'c-1',
    franchiseId: 'f-1',
    companyName: 'Azrieli Management',
    companyType: 'management_co',
    region: 'Center',
    endClients: ['Bank Leumi', 'Tower B tenants'],
    logo: 'https://cdn.example.com/azrieli.png',
  },
};
const created: CompanyEvent = { type: 'CompanyCreated', data: { ...create.data, logo: 'https://cdn.example.com/azrieli.png' } };
const deleted: CompanyEvent = { type: 'CompanyDeleted', data: { companyId: 'c-1' } };
const withData = (data: Partial<CreateCompany['data']>): CreateCompany => ({ ...create, data: { ...create.data, ...data } });

describe('CreateCompany', () => {
  it('creates the company', () => {
    given([]).when(create).then([created]);
  });

  it('creates a company without franchise or logo, trimming texts', () => {
    given([])
      .when({
        type: 'CreateCompany',
        data: {
          companyId: 'c-2',
          franchiseId: null,
          companyName: ' Sparkle ',
          companyType: 'cleaning_co',
          region: 'North ',
          endClients: [],
        },
      })
      .then([
        {
          type: 'CompanyCreated',
          data: {
            companyId: 'c-2',
            franchiseId: null,
            companyName: 'Sparkle',
            companyType: 'cleaning_co',
            region: 'North',
            endClients: [],
            logo: null,
          },
        },
      ]);
  });

  it('refuses to create a company twice', () => {
    given([created]).when(create).thenThrows(IllegalStateError, /already exists/);
    given([created, deleted]).when(create).thenThrows(IllegalStateError);
  });

  it.each<[string, Partial<CreateCompany['data']>]>([
    ['companyName', { companyName: '  ' }],
    ['companyName', { companyName: 'x'.repeat(101) }],
    ['companyType', { companyType: 'security_co' as never }],
    ['region', { region: '' }],
    ['franchiseId', { franchiseId: ' ' }],
    ['endClients/1', { endClients: ['Bank', ''] }],
    ['endClients/2', { endClients: ['Bank', 'Mall', 'bank'] }],
    ['endClients', { endClients: Array.from({ length: 201 }, (_, i) => `client ${i}`) }],
    ['logo', { logo: 'ftp://cdn.example.com/logo.png' }],
    ['logo', { logo: 'https://localhost/logo.png' }],
    ['logo', { logo: 'not a url' }],
  ])('rejects an invalid %s', (field, data) => {
    rejects([], withData(data), field);
  });
});

describe('UpdateCompany', () => {
  it('records only the fields that changed', () => {
    given([created])
      .when({
        type: 'UpdateCompany',
        data: {
          companyId: 'c-1',
          companyName: 'Azrieli Management',
          companyType: 'cleaning_co',
          endClients: ['Bank Leumi', 'Tower B tenants'],
          logo: null,
          franchiseId: null,
        },
      })
      .then([{ type: 'CompanyUpdated', data: { companyId: 'c-1', companyType: 'cleaning_co', logo: null, franchiseId: null } }]);
  });

  it('replaces the end clients list', () => {
    given([created])
      .when({ type: 'UpdateCompany', data: { companyId: 'c-1', endClients: ['Bank Leumi'], region: 'South' } })
      .then([{ type: 'CompanyUpdated', data: { companyId: 'c-1', endClients: ['Bank Leumi'], region: 'South' } }]);
  });

  it('records nothing when nothing changes', () => {
    given([created])
      .when({ type: 'UpdateCompany', data: { companyId: 'c-1', companyName: 'Azrieli Management ', region: 'Center' } })
      .then([]);
  });

  it('folds earlier updates into the state', () => {
    const renamed: CompanyEvent = { type: 'CompanyUpdated', data: { companyId: 'c-1', companyName: 'Azrieli Group', logo: null } };
    given([created, renamed]).when({ type: 'UpdateCompany', data: { companyId: 'c-1', companyName: 'Azrieli Group', logo: null } }).then([]);
    given([created, renamed])
      .when({ type: 'UpdateCompany', data: { companyId: 'c-1', logo: 'https://cdn.example.com/new.png' } })
      .then([{ type: 'CompanyUpdated', data: { companyId: 'c-1', logo: 'https://cdn.example.com/new.png' } }]);
  });

  it('validates the fields it changes', () => {
    rejects([created], { type: 'UpdateCompany', data: { companyId: 'c-1', companyName: '' } }, 'companyName');
    rejects([created], { type: 'UpdateCompany', data: { companyId: 'c-1', endClients: ['A', 'a'] } }, 'endClients/1');
    rejects([created], { type: 'UpdateCompany', data: { companyId: 'c-1', logo: 'javascript:alert(1)' } }, 'logo');
  });

  it('fails on a company that does not exist', () => {
    given([]).when({ type: 'UpdateCompany', data: { companyId: 'c-1', region: 'South' } }).thenThrows(NotFoundError);
  });

  it('refuses to change a deleted company', () => {
    given([created, deleted])
      .when({ type: 'UpdateCompany', data: { companyId: 'c-1', region: 'South' } })
      .thenThrows(IllegalStateError, /deleted/);
  });
});

describe('DeleteCompany', () => {
  it('deletes the company', () => {
    given([created]).when({ type: 'DeleteCompany', data: { companyId: 'c-1' } }).then([deleted]);
  });

  it('fails on a company that does not exist', () => {
    given([]).when({ type: 'DeleteCompany', data: { companyId: 'c-1' } }).thenThrows(NotFoundError);
  });

  it('refuses to delete twice', () => {
    given([created, deleted]).when({ type: 'DeleteCompany', data: { companyId: 'c-1' } }).thenThrows(IllegalStateError);
  });
});
