import type { ClipboardEvent, KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Optional fields are not required (spec §5: numeric fields are required unless optional). */
  optional?: boolean;
}

const BLOCKED_KEYS = new Set(['e', 'E', '+', '-', '.', ',']);

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * Whole numbers of at least 0 (spec §5): the characters e E + - . , are blocked, as are paste and
 * mouse-wheel changes. A text input with a numeric keyboard, so the wheel cannot change it and the
 * value stays a digits-only string; the caller converts it.
 */
export function NumberField({ value, onChange, optional, required, onKeyDown, ...props }: NumberFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      required={required ?? !optional}
      value={value}
      onChange={(next) => onChange(digitsOnly(next))}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => event.preventDefault()}
      onWheel={(event) => event.currentTarget.blur()}
      {...props}
    />
  );
}
