import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Option<V> {
  value: V;
  label: string;
}

interface MultiSelectProps<V> {
  label: string;
  options: readonly Option<V>[];
  value: readonly V[] | null;
  onChange: (value: V[] | null) => void;
  disabled?: boolean;
  testId?: string;
}

/** A dropdown of checkboxes; nothing ticked means "all" (null). */
export function MultiSelect<V extends string | number>({ label, options, value, onChange, disabled, testId }: MultiSelectProps<V>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const chosen = value ?? [];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const toggle = (option: V) => {
    const next = chosen.includes(option) ? chosen.filter((entry) => entry !== option) : [...chosen, option];
    onChange(next.length > 0 ? next : null);
  };
  const summary =
    chosen.length === 0
      ? t('filters.all')
      : chosen.length === 1
        ? (options.find((option) => option.value === chosen[0])?.label ?? String(chosen[0]))
        : t('filters.selectedCount', { count: chosen.length });

  return (
    <div className="field multi-select" ref={root} data-testid={testId}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="select-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label`}
        disabled={disabled || options.length === 0}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="select-summary">{summary}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul className="multi-select-list" role="listbox" aria-multiselectable="true" aria-labelledby={`${id}-label`}>
          {options.map((option) => (
            <li key={String(option.value)}>
              <label>
                <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
