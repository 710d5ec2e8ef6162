import {
  BookOpen,
  Brain,
  Infinity as InfinityIcon,
  type LucideIcon,
  PersonStanding,
  Waves,
  Zap,
} from 'lucide-react';
import type { AssessmentIconName } from '../../../domain/assessments/catalogue.ts';

// The catalogue names its icons; only the ones it uses are imported, so the page carries no others.
const ICONS: Readonly<Record<AssessmentIconName, LucideIcon>> = {
  Brain,
  Infinity: InfinityIcon,
  Zap,
  Waves,
  PersonStanding,
  BookOpen,
};

export function AssessmentIcon({ name, className }: { name: AssessmentIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
