import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AssessmentRunner } from './assessment-runner.tsx';

export default function AssessmentPage() {
  const { type } = useParams<{ type: string }>();
  if (!isAssessmentType(type)) return <UnknownAssessment />;
  // A new type starts a fresh runner, with that type's saved answers.
  return <AssessmentRunner key={type} type={type} />;
}

function UnknownAssessment() {
  const [, navigate] = useLocation();
  const hasRedirected = useRef(false);
  usePageTitle('Assessment Not Found');

  useEffect(() => {
    if (hasRedirected.current) return;
    hasRedirected.current = true;
    toast({
      title: 'Assessment Not Found',
      description: 'The requested assessment could not be found. Redirecting to home.',
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [navigate]);

  return <PageLoading label="Redirecting to home..." />;
}
