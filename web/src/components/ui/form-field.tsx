import { useId, type ChangeEvent, type ReactNode } from 'react';

interface FieldBase {
  label: string;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** The server's complaint about this field; marks the control invalid and is read with it. */
  error?: string | null;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

/** Label, control, hint and error laid out the same way in every form. */
function FieldShell({ id, label, hint, error, children }: FieldBase & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {children}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  readOnly?: boolean;
  /** Shown while the field is empty (never instead of a label). */
  placeholder?: string;
}

/** A labelled text input with a large touch target. */
export function TextField({
  label,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  autoComplete,
  readOnly,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        placeholder={placeholder}
        onChange={(e) => onChange?.(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first choice; omit it when a value is always chosen. */
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled native select: the phone's own picker is the easiest for children to use. */
export function SelectField({
  label,
  hint,
  error,
  value,
  onChange,
  options,
  placeholder,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface FileFieldProps extends FieldBase {
  /** e.g. `image/*` or `image/*,application/pdf`. */
  accept: string;
  onChange: (file: File | null) => void;
}

/** A labelled file picker (photos of receipts, profile pictures). */
export function FileField({ label, hint, error, accept, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
      />
    </FieldShell>
  );
}
