import { COMPANY_TYPES } from '@facility/contracts';
import type { CompanyCreated, CompanyEvent, CompanyType, CompanyUpdated } from '@facility/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import { trimText } from '../../../domain/trim-text.ts';
import type { CompanyCommand } from './company.commands.ts';

/** A company stream folded: nothing yet, the live record, or the record as it was deleted. */
export type CompanyState =
  | { status: 'absent' }
  | { status: 'active' | 'deleted'; company: CompanyCreated };

const MAX_TEXT = 100;
const MAX_END_CLIENTS = 200;

/** Trims `value` and checks it holds 1..100 characters. */
function text(field: string, value: string): string {
  const trimmed = trimText(value);
  if (trimmed.length === 0) throw new ValidationError(field, 'must not be empty');
  if (trimmed.length > MAX_TEXT) throw new ValidationError(field, `must be at most ${MAX_TEXT} characters`);
  return trimmed;
}

function companyType(value: string): CompanyType {
  if (!(COMPANY_TYPES as readonly string[]).includes(value)) {
    throw new ValidationError('companyType', `must be one of ${COMPANY_TYPES.join(', ')}`);
  }
  return value as CompanyType;
}

function franchiseRef(value: string | null): string | null {
  if (value !== null && value.trim().length === 0) throw new ValidationError('franchiseId', 'must be a franchise id or null');
  return value;
}

function endClients(values: string[]): string[] {
  if (values.length > MAX_END_CLIENTS) throw new ValidationError('endClients', `must list at most ${MAX_END_CLIENTS} clients`);
  const seen = new Set<string>();
  return values.map((value, index) => {
    const client = text(`endClients/${index}`, value);
    const key = client.toLocaleLowerCase();
    if (seen.has(key)) throw new ValidationError(`endClients/${index}`, 'is listed twice');
    seen.add(key);
    return client;
  });
}

/** An http(s) URL with a domain (spec §5), or null. */
function logo(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = trimText(value);
  if (trimmed.length === 0) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ValidationError('logo', 'must be an http or https URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) {
    throw new ValidationError('logo', 'must be an http or https URL with a domain');
  }
  return trimmed;
}

function existing(state: CompanyState, companyId: string): CompanyCreated {
  if (state.status === 'absent') throw new NotFoundError(`Company ${companyId} does not exist`);
  if (state.status === 'deleted') throw new IllegalStateError(`Company ${companyId} is deleted`);
  return state.company;
}

function decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'CreateCompany': {
      const { data } = command;
      if (state.status !== 'absent') throw new IllegalStateError(`Company ${data.companyId} already exists`);
      return [
        {
          type: 'CompanyCreated',
          data: {
            companyId: data.companyId,
            franchiseId: franchiseRef(data.franchiseId),
            companyName: text('companyName', data.companyName),
            companyType: companyType(data.companyType),
            region: text('region', data.region),
            endClients: endClients(data.endClients),
            logo: logo(data.logo),
          },
        },
      ];
    }
    case 'UpdateCompany': {
      const { data } = command;
      const current = existing(state, data.companyId);
      const wanted: Omit<CompanyUpdated, 'companyId'> = {};
      if (data.franchiseId !== undefined) wanted.franchiseId = franchiseRef(data.franchiseId);
      if (data.companyName !== undefined) wanted.companyName = text('companyName', data.companyName);
      if (data.companyType !== undefined) wanted.companyType = companyType(data.companyType);
      if (data.region !== undefined) wanted.region = text('region', data.region);
      if (data.endClients !== undefined) wanted.endClients = endClients(data.endClients);
      if (data.logo !== undefined) wanted.logo = logo(data.logo);
      const changes = Object.fromEntries(
        Object.entries(wanted).filter(([key, value]) => !isDeepStrictEqual(current[key as keyof CompanyCreated], value)),
      ) as Omit<CompanyUpdated, 'companyId'>;
      // Saving an unchanged form is not a change: nothing to record.
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'CompanyUpdated', data: { companyId: data.companyId, ...changes } }];
    }
    case 'DeleteCompany': {
      const { companyId } = command.data;
      existing(state, companyId);
      return [{ type: 'CompanyDeleted', data: { companyId } }];
    }
  }
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyCreated':
      return { status: 'active', company: event.data };
    case 'CompanyUpdated': {
      if (state.status === 'absent') return state;
      const { companyId: _id, ...changes } = event.data;
      return { ...state, company: { ...state.company, ...changes } };
    }
    case 'CompanyDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
  }
}

/** Company decider: create, update and delete a management or cleaning company. */
export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide: (command, state) => decide(command, state),
};
