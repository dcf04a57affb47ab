import type { ComponentType } from 'react';
import { useController } from 'react-hook-form';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { useFieldId } from './form';

type Bound<Props> = Omit<
  Props,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  /** The field of the surrounding Form: its value, error and element id follow from it. */
  name: string;
  /** Shown while the field has no error of its own, such as its choices failing to load. */
  error?: string | undefined;
};

/** The field component `Field`, bound by name to the surrounding Form (react-hook-form's context). */
function bindToForm<Props extends { id: string; error?: string | undefined }>(
  Field: ComponentType<Props>,
) {
  return function FormField({ name, error, ...props }: Bound<Props>) {
    const { field, fieldState } = useController({ name });
    const id = useFieldId(name);
    const bound = {
      ...field,
      id,
      value: (field.value as string | number | undefined) ?? '',
      error: fieldState.error?.message ?? error,
    };
    return <Field {...(props as unknown as Props)} {...bound} />;
  };
}

export const FormTextField = bindToForm(TextField);
export const FormSelectField = bindToForm(SelectField);
export const FormTextareaField = bindToForm(TextareaField);
