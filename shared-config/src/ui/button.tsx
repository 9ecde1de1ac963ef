import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'shared-config/router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'ghost';
type ButtonSize = 'md' | 'lg';

// Every variant and size, with its class (the medium size is the button's own): a variant the
// stylesheet has no class for is a type error.
const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: styles.primary,
  secondary: styles.secondary,
  light: styles.light,
  ghost: styles.ghost,
};
const SIZE_CLASS: Record<ButtonSize, string | null> = { md: null, lg: styles.lg };

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  className?: string;
}

type LinkButtonProps = CommonProps & { to: string };
type NativeButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: undefined };

export type ButtonProps = LinkButtonProps | NativeButtonProps;

function classesFor({ variant = 'primary', size = 'md', className }: CommonProps): string {
  return [styles.button, VARIANT_CLASS[variant], SIZE_CLASS[size], className].filter(Boolean).join(' ');
}

/** One look for every call to action: a router link when `to` is given, a native button otherwise. */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={classesFor(props)}>
        {props.children}
      </Link>
    );
  }
  const { variant: _variant, size: _size, className: _className, children, type = 'button', ...rest } = props;
  return (
    <button type={type} className={classesFor(props)} {...rest}>
      {children}
    </button>
  );
}
