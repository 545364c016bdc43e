import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'danger' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', fullWidth = false): string {
  return [styles.button, styles[variant], fullWidth ? styles.full : ''].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', fullWidth = false, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[buttonClassName(variant, fullWidth), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
