import { type PasswordRules, passwordProblems } from '@dengue/core';
import { t, useT } from '../../i18n/language-store';
import '../../i18n/core-messages';

export interface PasswordRuleListProps {
  password: string;
  rules: PasswordRules;
  id?: string;
}

/** Every rule of the policy, each marked met or not as the person types (one rule, one place: @dengue/core). */
export function PasswordRuleList({ password, rules, id }: PasswordRuleListProps) {
  useT();
  const all = passwordProblems('', rules);
  const unmet = new Set(passwordProblems(password, rules).map((problem) => problem.id));
  return (
    <ul id={id} aria-label={t('field.passwordRules')} className="space-y-1 text-sm">
      {all.map(({ id: rule }) => {
        const met = !unmet.has(rule);
        return (
          <li key={rule} className={`flex items-center gap-2 ${met ? 'text-green-800' : 'text-slate-700'}`}>
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {met ? '✓' : '•'}
            </span>
            <span>
              {t(rule)}
              <span className="sr-only">{met ? t('field.met') : t('field.notMet')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The unmet rules of a password in the reader's language, for a field's error list. */
export const passwordProblemTexts = (password: string, rules: PasswordRules): string[] =>
  passwordProblems(password, rules).map((problem) => t(problem.id));
