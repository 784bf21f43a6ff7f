import styles from './login-form.module.css';

export interface RememberCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}

/** A native checkbox drawn like antd's. */
export function RememberCheck({ checked, onChange, label }: RememberCheckProps) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.checkInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.checkBox} aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
