import { Button, Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** One way to save the form, for dialogs that offer more than one (temporary store, submit for review). */
export interface FormDialogButton<Values> {
  key: string;
  label: ReactNode;
  primary?: boolean;
  /** This save is in flight: its button spins and the others wait. */
  pending: boolean;
  /** Not yet possible (say, while what it confirms is still loading). */
  disabled?: boolean;
  /** Receives the checked values; usually an action's trigger, which confirms, guards and reports. */
  onSubmit: (values: Values) => void;
}

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /** The caller's form, so that a refused save can put the server's field errors beside the fields. */
  form: FormInstance<Values>;
  /** Prefixes the fields' ids. */
  name?: string;
  /** The values the form starts from at each opening. */
  initialValues?: FormProps<Values>['initialValues'];
  /** The save behind OK; it receives the checked values (usually an action's trigger). */
  onSubmit?: (values: Values) => void;
  /** OK spins while the save is in flight. */
  pending?: boolean;
  /** Defaults to Save. */
  okText?: string;
  /** Replaces OK: Cancel, then one button a way to save. */
  buttons?: readonly FormDialogButton<Values>[];
  onCancel: () => void;
  /** Shown instead of the form while there is nothing to edit yet (a skeleton, or why it did not load). */
  unavailable?: ReactNode;
  /** Above the form: a hint, a warning. */
  header?: ReactNode;
  /** Below the form: a notice, the server's refusal. */
  footnote?: ReactNode;
  width?: number;
  children: ReactNode;
}

/**
 * The form instance outlives the dialog, so each opening starts again from the initial values. The reset runs from
 * inside the form: a closed dialog's content is not drawn again, so a reset from outside would meet the form still
 * holding the last opening's initial values (Add opened with the template just edited and cancelled).
 */
function ResetAtOpening<Values>({ form, open }: { form: FormInstance<Values>; open: boolean }) {
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return null;
}

/**
 * A form in a modal dialog: it starts from its initial values at each opening and is destroyed on close; OK (or each
 * save button) checks the fields before handing the values to the save.
 */
export function FormDialog<Values>({
  open,
  title,
  form,
  name,
  initialValues,
  onSubmit,
  pending = false,
  okText,
  buttons,
  onCancel,
  unavailable,
  header,
  footnote,
  width,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const ready = unavailable === undefined;

  const press = (button: FormDialogButton<Values>) => async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      // The form shows what is wrong beside the fields.
      return;
    }
    button.onSubmit(values);
  };
  const busy = buttons?.some((button) => button.pending) ?? false;

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        buttons
          ? [
              <Button key="cancel" onClick={onCancel}>
                {t('common.cancel')}
              </Button>,
              ...buttons.map((button) => (
                <Button
                  key={button.key}
                  type={button.primary ? 'primary' : 'default'}
                  loading={button.pending}
                  disabled={!ready || button.disabled === true || (busy && !button.pending)}
                  onClick={press(button)}
                >
                  {button.label}
                </Button>
              )),
            ]
          : undefined
      }
    >
      {header}
      {ready ? (
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          preserve={false}
          onFinish={onSubmit}
        >
          <ResetAtOpening form={form} open={open} />
          {children}
        </Form>
      ) : (
        unavailable
      )}
      {footnote}
    </Modal>
  );
}
