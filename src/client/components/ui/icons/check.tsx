import type { SVGProps } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

export const Check = (props: SVGProps<SVGSVGElement>) => (
  <StrokeIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </StrokeIcon>
);
