import type { AdminUser, Permission } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/form-fields.tsx';
import { grantOptions, type OrgCompany, type OrgFranchise, type Signer } from '../model/grant-options.ts';
import { isAdminPermission, offeredPermissions, permissionLabelKey, SCOPE_LISTS, type ScopeList } from '../model/permissions.ts';
import type { UserFormValues } from '../model/user-form.ts';
import { GrantPicker } from './grant-picker.tsx';

interface GrantFieldsProps {
  values: UserFormValues;
  set: <K extends keyof UserFormValues & string>(field: K, value: UserFormValues[K]) => void;
  fieldError: (field: string) => string | null;
  signer: Signer;
  signerRoles: readonly string[];
  organisation: { companies: readonly OrgCompany[]; franchises: readonly OrgFranchise[] };
  /** The edited user as saved (its grant stays offered); null for a new user. */
  original: AdminUser | null;
  disabled: boolean;
}

const NO_SCOPES = { franchiseIds: [], companyIds: [], siteIds: [] };
const LIST_LABEL: Record<ScopeList, string> = { franchiseIds: 'field.franchises', companyIds: 'field.companies', siteIds: 'field.sites' };

/**
 * The access part of the user form: the navigation permissions (admin items only for type
 * admin) and the franchises, companies and sites granted, each offering only what the
 * signer holds (and what the user already has).
 */
export function GrantFields({ values, set, fieldError, signer, signerRoles, organisation, original, disabled }: GrantFieldsProps) {
  const { t } = useTranslation(['users', 'common']);
  const permissions = offeredPermissions(values.type, signerRoles, original?.roles ?? []);
  const options = grantOptions(signer, organisation.franchises, organisation.companies, original?.scopes ?? NO_SCOPES);
  const toggle = (permission: Permission, on: boolean) => set('roles', on ? [...values.roles, permission] : values.roles.filter((role) => role !== permission));
  const rolesError = fieldError('roles');

  const box = (permission: Permission) => (
    <CheckboxField
      key={permission}
      label={t(`common:${permissionLabelKey(permission)}`)}
      checked={values.roles.includes(permission)}
      onChange={(on) => toggle(permission, on)}
      disabled={disabled}
      testId={`user-role-${permission}`}
    />
  );
  const navItems = permissions.filter((permission) => !isAdminPermission(permission));
  const adminItems = permissions.filter(isAdminPermission);

  return (
    <>
      <fieldset className="user-roles" data-testid="user-roles" aria-describedby={rolesError ? 'user-roles-error' : undefined}>
        <legend>{t('users:field.roles')}</legend>
        {navItems.map(box)}
        {adminItems.length > 0 ? (
          <>
            <span className="user-roles-group field-label">{t('users:form.adminItems')}</span>
            {adminItems.map(box)}
          </>
        ) : values.type !== 'admin' ? (
          <span className="user-roles-group field-hint">{t('users:form.adminItemsForAdmins')}</span>
        ) : null}
        {rolesError ? (
          <span id="user-roles-error" className="field-error user-roles-group" role="alert">
            {rolesError}
          </span>
        ) : null}
      </fieldset>
      <fieldset className="user-grants-fields" data-testid="user-grants">
        <legend>{t('users:field.grants')}</legend>
        {values.level === 'buzzz' ? (
          <span className="field-hint user-roles-group">{t('users:grants.providerSeesAll')}</span>
        ) : (
          SCOPE_LISTS.map((list) => (
            <GrantPicker
              key={list}
              label={t(`users:${LIST_LABEL[list]}`)}
              options={options[list]}
              value={values[list]}
              onChange={(ids) => set(list, ids)}
              error={fieldError(list)}
              disabled={disabled}
              testId={`user-${list}`}
            />
          ))
        )}
      </fieldset>
    </>
  );
}
