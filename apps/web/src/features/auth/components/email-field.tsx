import { TextInput, type TextInputProps } from '../../../components/ui/text-input';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/auth';

/** The e-mail field of the log-in, sign-up and password-reset forms (spread `form.register('email')` in). */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type' | 'autoComplete'>) {
  const t = useT();
  return <TextInput label={t('login.email')} type="email" autoComplete="email" {...props} />;
}
