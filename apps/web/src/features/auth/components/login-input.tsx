import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './login-form.module.css';

export interface LoginInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
}

/** A large text input with optional icons on either side: what the login page needs of antd's Input. */
export function LoginInput({ id, value, onChange, invalid, prefix, suffix, ...inputProps }: LoginInputProps) {
  return (
    <span className={styles.box} data-invalid={invalid ? '' : undefined}>
      {prefix ? <span className={styles.affix}>{prefix}</span> : null}
      <input
        {...inputProps}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {suffix ? <span className={styles.affix}>{suffix}</span> : null}
    </span>
  );
}
