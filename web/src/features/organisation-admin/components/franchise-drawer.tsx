import type { AdminFranchise } from '@facility/contracts';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { changedFieldLabels } from '../../../components/admin/history-details.ts';
import { TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { showSaved } from '../../../components/ui/popups.tsx';
import { franchiseHistoryPath, useSaveFranchise } from '../api/franchise-api.ts';
import {
  EMPTY_FRANCHISE,
  franchiseBody,
  franchiseChanges,
  franchiseRules,
  franchiseToForm,
  refusedAsTakenName,
  type FranchiseFormValues,
} from '../model/franchise-form.ts';
import { FRANCHISE_HISTORY_FIELD_KEYS } from '../model/organisation-history-fields.ts';
import { CountryField } from './extra-fields.tsx';
import { RecordDrawer } from './record-drawer.tsx';
import { keepFieldErrors } from './server-refusal.ts';

interface FranchiseDrawerProps {
  /** Null adds a new franchise. */
  franchise: AdminFranchise | null;
  /** The other franchises' names (the edited one left out): one of them is refused before saving. */
  otherNames: readonly string[];
  readOnly: boolean;
  onClose: () => void;
}

/**
 * The franchise form (franchise_name, franchise_country) in the list's drawer. A name another
 * franchise has is refused under the field, before saving, or once the server says so (a
 * franchise added meanwhile); typing that name back shows it again at once.
 */
export function FranchiseDrawer({ franchise, otherNames, readOnly, onClose }: FranchiseDrawerProps) {
  const { t } = useTranslation('organisation');
  const [refusedNames, setRefusedNames] = useState<readonly string[]>([]);
  const taken = useMemo(() => [...otherNames, ...refusedNames], [otherNames, refusedNames]);
  const rules = useCallback((values: FranchiseFormValues) => franchiseRules(values, taken), [taken]);
  const form = useForm(franchise ? franchiseToForm(franchise) : EMPTY_FRANCHISE, rules);
  const save = useSaveFranchise(onClose);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const name = form.values.franchiseName;
    const keep = keepFieldErrors(form.refused);
    const onError = (error: unknown) => {
      // The rule then says so in the reader's language, rather than the server's English.
      if (refusedAsTakenName(error)) setRefusedNames((names) => [...names, name]);
      keep(error);
    };
    if (!franchise) return save.mutate({ franchiseId: null, body: franchiseBody(form.values) }, { onError });
    const body = franchiseChanges(franchise, form.values);
    if (Object.keys(body).length === 0) {
      // Nothing changed: what the admin sees is what is saved.
      showSaved();
      return onClose();
    }
    save.mutate({ franchiseId: franchise.franchiseId, body }, { onError });
  };

  return (
    <RecordDrawer
      title={franchise ? franchise.franchiseName : t('franchise.add')}
      onClose={onClose}
      testId="franchise-drawer"
      historyPath={franchise ? franchiseHistoryPath(franchise.franchiseId) : null}
      historyDetails={changedFieldLabels(FRANCHISE_HISTORY_FIELD_KEYS, t)}
    >
      <form className="admin-form org-drawer-form" noValidate onSubmit={onSubmit} data-testid="franchise-form">
        <TextField
          label={t('franchise.name')}
          value={form.values.franchiseName}
          onChange={(value) => form.set('franchiseName', value)}
          error={form.fieldError('franchiseName')}
          maxLength={100}
          disabled={readOnly}
          testId="franchise-name"
        />
        <CountryField
          label={t('franchise.country')}
          value={form.values.franchiseCountry}
          onChange={(value) => form.set('franchiseCountry', value)}
          error={form.fieldError('franchiseCountry')}
          disabled={readOnly}
          testId="franchise-country"
        />
        {readOnly ? null : <FormActions saving={save.isPending} onCancel={onClose} error={form.formError} testId="franchise-form" />}
      </form>
    </RecordDrawer>
  );
}
