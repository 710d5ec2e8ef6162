import type { SVGProps } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

export const ArrowLeft = (props: SVGProps<SVGSVGElement>) => (
  <StrokeIcon {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </StrokeIcon>
);
