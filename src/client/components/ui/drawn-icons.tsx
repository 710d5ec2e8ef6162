import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon.tsx';

// The icons of an assessment's question screen and of the read-aloud button, drawn in place (StrokeIcon says why):
// with them, the assessment page downloads none of lucide-react. The shapes are lucide's (ISC licence). An icon
// only a later screen shows stays with lucide, in that screen's chunk.

type IconProps = SVGProps<SVGSVGElement>;

export const ArrowLeft = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </StrokeIcon>
);

export const ArrowRight = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </StrokeIcon>
);

export const Lightbulb = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5" />
    <path d="M9 18h6" />
    <path d="M10 22h4" />
  </StrokeIcon>
);

export const Sparkles = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
    <path d="M20 2v4" />
    <path d="M22 4h-4" />
    <circle cx="4" cy="20" r="2" />
  </StrokeIcon>
);

export const LoaderCircle = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </StrokeIcon>
);

export const Volume2 = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M11 4.702a.705.705 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A.705.705 0 0 0 11 19.298z" />
    <path d="M16 9a5 5 0 0 1 0 6" />
    <path d="M19.364 18.364a9 9 0 0 0 0-12.728" />
  </StrokeIcon>
);
