import type { User, UserInput } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { PHONE_PATTERN } from '@pcharging/validation';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { addUserMutationOptions } from '../api/add-user';
import { editUserMutationOptions } from '../api/edit-user';
import { useRoleOptions } from '../api/list-role-options';
import { PasswordFields, type PasswordValues } from './password-fields';

interface UserFormValues extends Partial<PasswordValues> {
  username?: string;
  nickname: string;
  full_name?: string;
  user_code?: string;
  email?: string;
  phone?: string;
  role_id: number;
  department?: string;
}

const USERNAME = /^[A-Za-z0-9_.@-]{3,32}$/;
const USER_CODE = new RegExp(fieldLimits.UserInput.user_code.pattern);
const WIRE_FIELDS: Readonly<Record<string, string>> = { pwd: 'password' };

const trimmed = (value: string | undefined) => value?.trim() ?? '';

function toInput(values: UserFormValues): UserInput {
  return {
    nickname: values.nickname.trim(),
    full_name: trimmed(values.full_name),
    user_code: trimmed(values.user_code),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    role_id: values.role_id,
    department: trimmed(values.department),
  };
}

export interface UserFormDialogProps {
  open: boolean;
  /** The user edited; none adds a new one. */
  user?: User;
  onClose: () => void;
  onSaved?: (user: User) => void;
}

/** Adds a user (with username and initial password) or edits one's details and role; confirmed before it is sent. */
export function UserFormDialog({ open, ...props }: UserFormDialogProps) {
  // Mounted afresh on each opening, so the form starts from the user shown (or empty).
  return open ? <OpenUserFormDialog {...props} /> : null;
}

function OpenUserFormDialog({ user, onClose, onSaved }: Omit<UserFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<UserFormValues>();
  const roles = useRoleOptions();
  const adding = user === undefined;

  const common = {
    onSuccess: (saved: User) => {
      onClose();
      onSaved?.(saved);
    },
    onError: (error: unknown) => applyFieldErrors(form, error, WIRE_FIELDS),
  };
  const add = useAction({ kind: 'add', mutation: addUserMutationOptions(), ...common });
  const update = useAction({ kind: 'update', mutation: editUserMutationOptions(), ...common });
  const save = (values: UserFormValues) => {
    if (user) update.trigger({ id: user.id, input: toInput(values) });
    else add.trigger({ ...toInput(values), username: trimmed(values.username), password: values.password ?? '' });
  };

  const title = {
    username: t('system.user.username'),
    nickname: t('system.user.nickname'),
    fullName: t('system.user.fullName'),
    userCode: t('system.user.userCode'),
    email: t('system.user.email'),
    phone: t('system.user.phone'),
    role: t('system.user.role'),
    department: t('system.user.department'),
  };

  return (
    <FormDialog<UserFormValues>
      open
      title={adding ? t('system.user.addTitle') : t('system.user.editTitle', { username: user.username })}
      form={form}
      initialValues={user}
      pending={add.pending || update.pending}
      onSubmit={save}
      onCancel={onClose}
    >
      {adding && (
        <Form.Item
          name="username"
          label={title.username}
          rules={[
            rules.required(title.username),
            rules.matching(USERNAME, title.username, t('system.user.usernameRule')),
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="nickname" label={title.nickname} rules={[rules.required(title.nickname)]}>
        <Input maxLength={fieldLimits.UserInput.nickname.maxLength} showCount />
      </Form.Item>
      <Form.Item name="full_name" label={title.fullName}>
        <Input maxLength={fieldLimits.UserInput.full_name.maxLength} />
      </Form.Item>
      <Form.Item
        name="user_code"
        label={title.userCode}
        rules={[rules.matching(USER_CODE, title.userCode, t('system.user.userCodeRule'))]}
      >
        <Input maxLength={fieldLimits.UserInput.user_code.maxLength} />
      </Form.Item>
      <Form.Item name="email" label={title.email} rules={[rules.email(title.email)]}>
        <Input type="email" maxLength={fieldLimits.UserInput.email.maxLength} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={title.phone}
        rules={[rules.matching(PHONE_PATTERN, title.phone, t('system.user.phoneRule'))]}
      >
        <Input maxLength={fieldLimits.UserInput.phone.maxLength} autoComplete="off" />
      </Form.Item>
      <Form.Item name="role_id" label={title.role} rules={[rules.selected(title.role)]}>
        <Select options={roles.data ?? []} loading={roles.isFetching} />
      </Form.Item>
      <Form.Item name="department" label={title.department}>
        <Input maxLength={fieldLimits.UserInput.department.maxLength} />
      </Form.Item>
      {adding && <PasswordFields initial />}
    </FormDialog>
  );
}
