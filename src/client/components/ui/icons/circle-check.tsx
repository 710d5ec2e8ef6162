import type { SVGProps } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

export const CircleCheck = (props: SVGProps<SVGSVGElement>) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </StrokeIcon>
);
