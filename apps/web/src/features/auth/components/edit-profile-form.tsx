import type { CurrentUser, ProfileParams } from '@pcharging/api-client';
import { normalizeLocale, PHONE_PATTERN, validationMessage } from '@pcharging/validation';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { updateProfileMutationOptions } from '../api/update-profile';

export const NICKNAME_MAX = 32;

type ProfileValues = Required<ProfileParams>;

export function EditProfileForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const rules = useFieldRules();
  const locale = normalizeLocale(i18n.language);
  const [form] = Form.useForm<ProfileValues>();
  const update = useAction({
    kind: 'save',
    mutation: updateProfileMutationOptions(),
    confirmContent: t('pages.profile.saveConfirm'),
    successText: () => t('pages.profile.saved'),
    failureText: (reason) => reason,
    onError: (error) => applyFieldErrors(form, error),
  });
  const title = {
    nickname: t('pages.profile.nickname'),
    email: t('pages.profile.email'),
    phone: t('pages.profile.phone'),
  };

  const save = (values: ProfileValues) =>
    update.trigger({
      nickname: values.nickname.trim(),
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
    });

  return (
    <Card title={t('pages.profile.editTitle')}>
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ nickname: user.nickname, email: user.email, phone: user.phone }}
      >
        <Form.Item
          name="nickname"
          label={title.nickname}
          rules={[
            rules.required(title.nickname),
            {
              max: NICKNAME_MAX,
              message: validationMessage(locale, 'invalid', title.nickname, t('pages.profile.nicknameRule')),
            },
          ]}
        >
          <Input maxLength={NICKNAME_MAX} showCount autoComplete="nickname" />
        </Form.Item>
        <Form.Item name="email" label={title.email} rules={[rules.email(title.email)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={title.phone}
          rules={[rules.matching(PHONE_PATTERN, title.phone, t('pages.profile.phoneRule'))]}
        >
          <Input autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.pending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
