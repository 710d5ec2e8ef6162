import type { SVGProps } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

export const LoaderCircle = (props: SVGProps<SVGSVGElement>) => (
  <StrokeIcon {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </StrokeIcon>
);
