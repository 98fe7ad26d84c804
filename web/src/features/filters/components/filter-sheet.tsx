import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraFilterKind } from '../../../config/routes.ts';
import { useModalDialog } from '../../../hooks/use-modal-dialog.ts';
import { ExtraFilterPanel } from './extra-filter-panel.tsx';
import { FilterFields, type FilterFieldsProps } from './filter-fields.tsx';

interface FilterSheetProps extends FilterFieldsProps {
  extraKind: ExtraFilterKind | undefined;
  onClose: () => void;
}

/**
 * Every filter field on a phone, in a sheet over the screen (issue 19). A modal <dialog>:
 * focus moves in and stays in, the page behind is inert, and it sits above the chat button.
 * The period, site and view-by fields apply at once as on a desk; the extra panel's Filter
 * applies its draft and closes the sheet, and so does Escape.
 */
export function FilterSheet({ extraKind, onClose, ...fields }: FilterSheetProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      className="filter-sheet"
      aria-labelledby={titleId}
      data-testid="filter-sheet"
      onKeyDown={(event) => {
        // Escape first closes an open multi-select list (its own listener); a cancelled
        // keydown is no close request, so only the next Escape closes the sheet.
        if (event.key === 'Escape' && event.currentTarget.querySelector('[role="listbox"]')) event.preventDefault();
      }}
      onCancel={(event) => {
        // The sheet is closed by React (unmounting it), never by the browser on its own.
        event.preventDefault();
        onClose();
      }}
      // Chromium may close a dialog without a cancel event (a second Escape with no click
      // between); then the sheet follows it rather than staying mounted but hidden. The event
      // comes late: a close that was followed by showModal again (React's development double
      // mount) must not shut the sheet.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
    >
      <div className="filter-sheet-head">
        <h2 id={titleId}>{t('filters.toggle')}</h2>
        <button type="button" className="icon-button" aria-label={t('filters.close')} title={t('filters.close')} onClick={onClose} data-testid="filter-sheet-close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* The back link and the panel toggle live on the summary line and in the sheet itself. */}
      <FilterFields {...fields} roomId={null} showPanelToggle={false} />
      {extraKind ? (
        <ExtraFilterPanel kind={extraKind} placement="sheet" onApplied={onClose} />
      ) : (
        <div className="panel-actions">
          <button type="button" className="button button-primary" onClick={onClose} data-testid="filter-sheet-done">
            {t('filters.done')}
          </button>
        </div>
      )}
    </dialog>
  );
}
