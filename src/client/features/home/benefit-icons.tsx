import type { SVGProps } from 'react';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';

// The hero's four icons, drawn in place (StrokeIcon says why); the shapes are lucide's (ISC licence).

type IconProps = SVGProps<SVGSVGElement>;

export const CheckCircle2 = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </StrokeIcon>
);

export const Clock = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </StrokeIcon>
);

export const Share2 = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <line x1="8.59" x2="15.42" y1="13.51" y2="17.49" />
    <line x1="15.41" x2="8.59" y1="6.51" y2="10.49" />
  </StrokeIcon>
);

export const Lock = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </StrokeIcon>
);
