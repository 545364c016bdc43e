import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Optional fields are not required (spec §5: numeric fields are required unless optional). */
  optional?: boolean;
}

const BLOCKED_KEYS = new Set(['e', 'E', '+', '-', '.', ',']);

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

type Refusal = 'fields.digitsOnly' | 'fields.noPaste';

/**
 * Whole numbers of at least 0 (spec §5): the characters e E + - . , are blocked, as are paste and
 * mouse-wheel changes. A text input with a numeric keyboard, so the wheel cannot change it and the
 * value stays a digits-only string; the caller converts it. What is refused is said at once
 * (a polite status under the field), never dropped in silence.
 */
export function NumberField({
  value,
  onChange,
  optional,
  required,
  onKeyDown,
  onBlur,
  hint,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation('ui');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  return (
    <TextField
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      required={required ?? !optional}
      value={value}
      hint={refusal ? <span role="status">{t(refusal)}</span> : hint}
      onChange={(next) => {
        const digits = digitsOnly(next);
        // The note stays until the field is left, so that it can be read.
        if (digits !== next) setRefusal('fields.digitsOnly');
        onChange(digits);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (BLOCKED_KEYS.has(event.key)) {
          event.preventDefault();
          setRefusal('fields.digitsOnly');
        }
        onKeyDown?.(event);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        setRefusal('fields.noPaste');
      }}
      onWheel={(event) => event.currentTarget.blur()}
      onBlur={(event) => {
        setRefusal(null);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
