import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login-form.module.css';
import { LoginInput, type LoginInputProps } from './login-input';

type PasswordInputProps = Pick<
  LoginInputProps,
  'id' | 'value' | 'onChange' | 'invalid' | 'placeholder' | 'aria-required'
>;

/** The password input with its visibility toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <LoginInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      prefix={<LockOutlined />}
      suffix={
        // The name avoids the word "password" so that the field's label stays the only one that holds it.
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('login.showCharacters')}
          aria-pressed={visible}
          // Keeps the focus (and the caret) in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}
