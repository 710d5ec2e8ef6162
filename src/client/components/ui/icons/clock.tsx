import type { SVGProps } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

export const Clock = (props: SVGProps<SVGSVGElement>) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </StrokeIcon>
);
