import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg' | 'sm';

// Every variant has a border, transparent where the colour needs none: forced colours (Windows High Contrast)
// paint it, so each button keeps its outline when backgrounds are gone.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'border border-transparent bg-brand text-on-fill hover:bg-brand-strong',
  secondary: 'border border-brand text-brand bg-surface hover:bg-brand-soft',
  ghost: 'border border-transparent text-brand hover:bg-brand-soft',
  danger: 'border border-transparent bg-danger text-on-fill hover:opacity-90',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** Class names for anything that should look like a button (links to routes included). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]}`;
}

/**
 * `isDisabledInPlace`: the button refuses presses (its action is under way, or done) but stays focusable
 * (`aria-disabled`, not `disabled`): a button disabled under the focus drops it to the page, and a keyboard or
 * screen-reader user loses their place. Use it for any button that can become unavailable while focused.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  isDisabledInPlace = false,
  onClick,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize; isDisabledInPlace?: boolean }) {
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, size)} ${className}`}
      aria-disabled={isDisabledInPlace || undefined}
      onClick={(event) => {
        if (isDisabledInPlace) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
