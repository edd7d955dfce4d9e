import { TextInput, type TextInputProps } from '../../../components/ui/text-input';

/** The e-mail field of the log-in, sign-up and password-reset forms (spread `form.register('email')` in). */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextInput label="Email" type="email" autoComplete="email" {...props} />;
}
