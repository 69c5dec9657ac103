import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the main action; secondary: an alternative; ghost: low emphasis. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a busy state and blocks repeat taps while an action runs. */
  busy?: boolean;
}

/** A large, touch-friendly button (min 48 px tall). */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
