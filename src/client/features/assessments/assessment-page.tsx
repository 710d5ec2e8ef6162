import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import * as m from '#messages/assessments';
import { isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { parseQuestionNumber } from '../../../domain/pages/page-routes.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AssessmentRunner } from './assessment-runner.tsx';

/** `/assessment/:type` is question 1 (and where a returning visitor resumes); `/assessment/:type/:question` the others. */
export default function AssessmentPage() {
  const { type, question } = useParams<{ type: string; question?: string }>();
  const number = question === undefined ? 1 : parseQuestionNumber(question);
  if (!isAssessmentType(type) || number === null) return <UnknownAssessment />;
  // A new type starts a fresh runner, with that type's saved answers; a new question number keeps the runner.
  return <AssessmentRunner key={type} type={type} number={number} />;
}

function UnknownAssessment() {
  const [, navigate] = useLocation();
  const hasRedirected = useRef(false);
  usePageTitle(m.unknownAssessmentTitle);

  useEffect(() => {
    if (hasRedirected.current) return;
    hasRedirected.current = true;
    toast({
      title: m.unknownAssessmentTitle,
      description: m.unknownAssessment,
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [navigate]);

  return <PageLoading label={m.redirectingHome} />;
}
