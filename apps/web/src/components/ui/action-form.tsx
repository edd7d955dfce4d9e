import type { FormHTMLAttributes } from 'react';

export interface ActionFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Runs on submit; the browser neither validates nor navigates. */
  onAction: () => unknown;
}

/** A form whose submit runs `onAction` instead of a page load; the fields validate themselves. */
export function ActionForm({ onAction, children, ...formProps }: ActionFormProps) {
  return (
    <form
      {...formProps}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onAction();
      }}
    >
      {children}
    </form>
  );
}
