import { type PasswordRules, passwordProblems } from '@dengue/core';
import { translateMessage, useT } from '../../i18n/language-store';

export interface PasswordRuleListProps {
  password: string;
  rules: PasswordRules;
  id?: string;
}

/** Every rule of the policy, each marked met or not as the person types (one rule, one place: @dengue/core). */
export function PasswordRuleList({ password, rules, id }: PasswordRuleListProps) {
  const t = useT();
  const all = passwordProblems('', rules);
  const unmet = new Set(passwordProblems(password, rules));
  return (
    <ul id={id} aria-label={t('field.passwordRules')} className="space-y-1 text-sm">
      {all.map((rule) => {
        const met = !unmet.has(rule);
        return (
          <li key={rule} className={`flex items-center gap-2 ${met ? 'text-green-800' : 'text-slate-700'}`}>
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {met ? '✓' : '•'}
            </span>
            <span>
              {translateMessage(rule)}
              <span className="sr-only">{met ? t('field.met') : t('field.notMet')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Several messages listed together under a field (the reset form shows every unmet rule at once). */
export function FieldErrorList({ id, messages }: { id?: string; messages: readonly string[] }) {
  useT();
  if (messages.length === 0) return null;
  return (
    <ul id={id} role="alert" className="space-y-1 text-sm font-medium text-red-700">
      {messages.map((message) => (
        <li key={message}>{translateMessage(message)}</li>
      ))}
    </ul>
  );
}
