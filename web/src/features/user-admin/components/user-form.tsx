import { USER_GENDERS, USER_TYPES, type AdminUser, type UserLevel } from '@facility/contracts';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOrganisation, useSaveUser, useSigner } from '../api/use-users.ts';
import { useValidityCheck } from '../api/use-validity-check.ts';
import { grantableLevels, rolesForType } from '../model/permissions.ts';
import { createBody, emptyUserForm, formFieldOfServerName, formFromUser, updateBody, userFormRules, type UserFormValues } from '../model/user-form.ts';
import { CHECKED_FIELDS, checkMessageKey, valueToCheck, type CheckedField, type CheckState } from '../model/validity.ts';
import { GrantFields } from './grant-fields.tsx';

interface UserFormProps {
  /** The user to change; null for a new one. A deactivated user is shown, not changed. */
  user: AdminUser | null;
  onClose: () => void;
}

/** A refusal with its field names moved to where the form shows them (scope entries under their picker). */
function placedUnderFields(error: ApiError, level: string): ApiError {
  const params = error.invalidParams.map((param) => ({ ...param, name: formFieldOfServerName(param.name, level) }));
  return new ApiError(error.status, error.message, error.detail, params);
}

/**
 * The admin user form (spec §3): profile, password, type, level, permissions and grant.
 * The spec §5 rules show as the user types; username, email and phone are also checked by
 * the server as the user pauses typing ("Already in use"). Save sends only what changed.
 */
export function UserForm({ user, onClose }: UserFormProps) {
  const { t } = useTranslation(['users', 'admin', 'common']);
  const mode = user ? 'edit' : 'create';
  const locked = user !== null && !user.active;
  const rules = useMemo(() => userFormRules(mode), [mode]);
  const form = useForm<UserFormValues>(user ? formFromUser(user) : emptyUserForm(), rules);
  const { values, set } = form;
  const failing = useMemo(() => rules(values), [rules, values]);
  const { signer, roles: signerRoles } = useSigner();
  const organisation = useOrganisation();

  const toCheck = (field: CheckedField) => (locked ? null : valueToCheck(field, values[field], Boolean(failing[field]), user?.[field] ?? null));
  const checks: Record<CheckedField, CheckState> = {
    username: useValidityCheck('username', toCheck('username')),
    email: useValidityCheck('email', toCheck('email')),
    phone: useValidityCheck('phone', toCheck('phone')),
  };
  const message = (field: CheckedField): string | null => {
    const key = checkMessageKey(field, checks[field]);
    return form.fieldError(field) ?? (key ? t(key) : null);
  };
  const checking = (field: CheckedField) => (checks[field].kind === 'checking' ? t('users:check.checking') : undefined);

  const save = useSaveUser(() => onClose());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    // A value the server already called taken or malformed would only come back refused.
    const refusedByCheck = CHECKED_FIELDS.some((field) => {
      const state = checks[field];
      return state.kind === 'answered' && !state.answer.valid;
    });
    if (!valid || refusedByCheck || locked) return;
    save.mutate(
      { userId: user?.userId ?? null, body: user ? updateBody(values, user) : createBody(values) },
      {
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.invalidParams.length > 0)) form.refused(placedUnderFields(error, values.level));
        },
      },
    );
  };

  const levels = grantableLevels(signer?.level ?? '', user?.level);
  return (
    <form className="admin-form user-form" onSubmit={submit} noValidate data-testid="admin-user-form">
      <TextField
        label={t('users:field.username')}
        value={values.username}
        onChange={(value) => set('username', value)}
        error={message('username')}
        hint={checking('username')}
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        dir="ltr"
        disabled={locked}
        testId="user-username"
      />
      <TextField
        label={t('users:field.email')}
        type="email"
        inputMode="email"
        value={values.email}
        onChange={(value) => set('email', value)}
        error={message('email')}
        hint={checking('email')}
        autoComplete="off"
        maxLength={254}
        dir="ltr"
        disabled={locked}
        testId="user-email"
      />
      <TextField
        label={t('users:field.firstName')}
        value={values.firstName}
        onChange={(value) => set('firstName', value)}
        error={form.fieldError('firstName')}
        maxLength={50}
        disabled={locked}
        testId="user-first-name"
      />
      <TextField
        label={t('users:field.lastName')}
        value={values.lastName}
        onChange={(value) => set('lastName', value)}
        error={form.fieldError('lastName')}
        maxLength={50}
        disabled={locked}
        testId="user-last-name"
      />
      <TextField
        label={t('users:field.phone')}
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(value) => set('phone', value)}
        error={message('phone')}
        hint={checking('phone')}
        maxLength={40}
        dir="ltr"
        disabled={locked}
        testId="user-phone"
      />
      {locked ? null : (
        <TextField
          label={mode === 'create' ? t('users:field.password') : t('users:field.newPassword')}
          type="password"
          value={values.password}
          onChange={(value) => set('password', value)}
          error={form.fieldError('password')}
          hint={mode === 'edit' ? t('users:form.passwordKeep') : undefined}
          autoComplete="new-password"
          maxLength={200}
          dir="ltr"
          testId="user-password"
        />
      )}
      <ChoiceField
        label={t('users:field.gender')}
        value={values.gender}
        options={USER_GENDERS.map((gender) => ({ value: gender, label: t(`users:gender.${gender}`) }))}
        onChange={(value) => set('gender', value)}
        placeholder={t('users:form.notSet')}
        disabled={locked}
        testId="user-gender"
      />
      <ChoiceField
        label={t('users:field.language')}
        value={values.language}
        options={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
        onChange={(value) => set('language', value)}
        placeholder={t('users:form.browserLanguage')}
        disabled={locked}
        testId="user-language"
      />
      <ChoiceField
        label={t('users:field.type')}
        value={values.type}
        options={USER_TYPES.map((type) => ({ value: type, label: t(`common:userTypes.${type}`) }))}
        onChange={(value) => {
          set('type', value);
          set('roles', rolesForType(values.roles, value));
        }}
        error={form.fieldError('type')}
        placeholder={t('admin:rules.pleaseSelect')}
        disabled={locked}
        testId="user-type"
      />
      <ChoiceField<UserLevel>
        label={t('users:field.level')}
        value={values.level}
        options={levels.map((level) => ({ value: level, label: t(`users:level.${level}`) }))}
        onChange={(value) => set('level', value)}
        error={form.fieldError('level')}
        placeholder={t('admin:rules.pleaseSelect')}
        disabled={locked}
        testId="user-level"
      />
      {signer ? (
        <GrantFields
          values={values}
          set={set}
          fieldError={form.fieldError}
          signer={signer}
          signerRoles={signerRoles}
          organisation={organisation}
          original={user}
          disabled={locked}
        />
      ) : null}
      {locked ? null : <FormActions saving={save.isPending} onCancel={onClose} error={form.formError} testId="admin-user-form" />}
    </form>
  );
}
