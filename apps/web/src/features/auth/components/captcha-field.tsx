import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginInput } from './login-input';

export interface CaptchaFieldProps {
  'aria-required'?: boolean;
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  imageUrl: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha input with its image; clicking the image fetches a new one. */
export function CaptchaField({
  id,
  value,
  onChange,
  invalid,
  imageUrl,
  loading,
  onRefresh,
  'aria-required': ariaRequired,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center">
      <LoginInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={invalid}
        aria-required={ariaRequired}
        placeholder={t('login.captchaPlaceholder')}
        autoComplete="off"
        maxLength={8}
      />
      <Button
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
        style={{ width: 120, height: 40, padding: 0, flex: 'none', overflow: 'hidden' }}
      >
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={t('login.captchaImage')}
            data-testid="captcha-image"
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : loading ? (
          <Spin size="small" />
        ) : (
          <ReloadOutlined />
        )}
      </Button>
    </Flex>
  );
}
