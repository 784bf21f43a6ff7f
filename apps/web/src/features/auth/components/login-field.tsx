import type { ReactNode } from 'react';
import styles from './login-form.module.css';

export interface LoginFieldProps {
  id: string;
  label: string;
  /** The problem to show under the control; its element is `${id}-error`, for `aria-describedby`. */
  error: string | undefined;
  children: ReactNode;
}

/** A label above its control and the control's problem below, spaced like antd's vertical form items. */
export function LoginField({ id, label, error, children }: LoginFieldProps) {
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" className={styles.explain}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
