import type { HTMLAttributes, ReactNode } from 'react';

/**
 * P10, P14: a value the running app fills in, two lines tall from the first frame. Each text is a
 * node of its own: a text changed in place in a right-to-left line moves its start, a layout shift.
 */
export function LiveValue({
  children,
  ...attributes
}: { readonly children: ReactNode } & Omit<HTMLAttributes<HTMLParagraphElement>, 'children'>) {
  return (
    <p className="live-value" {...attributes}>
      <span key={typeof children === 'string' ? children : undefined}>{children}</span>
    </p>
  );
}
