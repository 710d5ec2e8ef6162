import type { ViewProps } from '@react-pdf/renderer';

// Bookmarks (the PDF outline) work on any element in @react-pdf/render, but the typings declare them only on
// Page; this keeps the one cast in one place.
export function bookmarkProps(title: string): ViewProps {
  return { bookmark: { title, fit: true } } as unknown as ViewProps;
}
