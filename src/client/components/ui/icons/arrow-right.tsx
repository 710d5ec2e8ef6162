import type { SVGProps } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

export const ArrowRight = (props: SVGProps<SVGSVGElement>) => (
  <StrokeIcon {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </StrokeIcon>
);
