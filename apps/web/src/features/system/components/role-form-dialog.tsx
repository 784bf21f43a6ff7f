import { grantableOnly, type Role, type RoleInput } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { addRoleMutationOptions } from '../api/add-role';
import { editRoleMutationOptions } from '../api/edit-role';

interface RoleFormValues {
  code: string;
  name: string;
  description?: string;
}

const ROLE_CODE = /^[a-z][a-z0-9_]{1,31}$/;

export interface RoleFormDialogProps {
  open: boolean;
  /** The role edited; none adds one, without permissions until they are ticked on its page. */
  role?: Role;
  onClose: () => void;
  onSaved?: (role: Role) => void;
}

/** A role's code, name and description; its permissions are kept as they are. */
export function RoleFormDialog({ open, ...props }: RoleFormDialogProps) {
  return open ? <OpenRoleFormDialog {...props} /> : null;
}

function OpenRoleFormDialog({ role, onClose, onSaved }: Omit<RoleFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<RoleFormValues>();
  const common = {
    onSuccess: (saved: Role) => {
      onClose();
      onSaved?.(saved);
    },
    onError: (error: unknown) => applyFieldErrors(form, error),
  };
  const add = useAction<RoleInput, Role>({ kind: 'add', mutation: addRoleMutationOptions(), ...common });
  const update = useAction<{ id: number; input: RoleInput }, Role>({
    kind: 'update',
    mutation: editRoleMutationOptions(),
    ...common,
  });
  const save = (values: RoleFormValues) => {
    const input: RoleInput = {
      code: values.code.trim(),
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      permissions: grantableOnly(role?.permissions ?? []),
    };
    if (role) update.trigger({ id: role.id, input });
    else add.trigger(input);
  };
  const title = {
    code: t('system.role.code'),
    name: t('system.role.name'),
    description: t('system.role.description'),
  };

  return (
    <FormDialog<RoleFormValues>
      open
      title={role ? t('system.role.editTitle', { name: role.name }) : t('system.role.addTitle')}
      form={form}
      initialValues={role}
      pending={add.pending || update.pending}
      onSubmit={save}
      onCancel={onClose}
    >
      <Form.Item
        name="code"
        label={title.code}
        rules={[rules.required(title.code), rules.matching(ROLE_CODE, title.code, t('system.role.codeRule'))]}
      >
        <Input maxLength={fieldLimits.RoleInput.code.maxLength} />
      </Form.Item>
      <Form.Item name="name" label={title.name} rules={[rules.required(title.name)]}>
        <Input maxLength={fieldLimits.RoleInput.name.maxLength} showCount />
      </Form.Item>
      <Form.Item name="description" label={title.description}>
        <Input.TextArea rows={3} maxLength={fieldLimits.RoleInput.description.maxLength} showCount />
      </Form.Item>
    </FormDialog>
  );
}
