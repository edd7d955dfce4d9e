import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useT } from '../../i18n/language-store';
import { Spinner } from './spinner';

export type CtaVariant = 'solid' | 'outline-dark' | 'outline-light';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-70 sm:text-base';

const variants: Record<CtaVariant, string> = {
  solid: 'bg-cta text-slate-900 shadow-sm hover:bg-cta-hover',
  'outline-dark': 'border-2 border-white/80 text-white hover:bg-white/10',
  'outline-light': 'border-2 border-slate-900 text-slate-900 hover:bg-slate-100',
};

interface CommonProps {
  /** 'solid' is the yellow call to action; the outlines are quieter siblings for dark or light surfaces. */
  variant?: CtaVariant;
  className?: string;
  children: ReactNode;
}

export type CtaLinkProps = CommonProps & Omit<LinkProps, 'className' | 'children'> & { to: LinkProps['to'] };

export type CtaActionProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
    to?: undefined;
    loading?: boolean;
    loadingText?: string;
  };

export function ctaClassName(variant: CtaVariant = 'solid', className = ''): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}

/** The yellow call-to-action: a link when given `to`, otherwise a button with an optional loading state. */
export function CtaButton(props: CtaLinkProps | CtaActionProps) {
  // Called before the branch: a hook runs on every render, and the default loading text follows the language.
  const t = useT();
  if (props.to !== undefined) {
    const { variant, className, children, ...linkProps } = props as CtaLinkProps;
    return (
      <Link {...linkProps} className={ctaClassName(variant, className)}>
        {children}
      </Link>
    );
  }
  const {
    variant,
    className,
    children,
    loading = false,
    loadingText = t('common.loading'),
    disabled,
    type = 'button',
    ...buttonProps
  } = props as CtaActionProps;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={ctaClassName(variant, className)}
    >
      {loading ? (
        <>
          <Spinner />
          <span>{loadingText}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
