import { useEffect, useState } from 'react';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { assessmentResultContract } from '../../../domain/assessments/contracts.ts';
import {
  findStrengths,
  type Insight,
  readInsight,
  type Strength,
} from '../../../domain/assessments/insights.ts';
import { getLevel, type Level } from '../../../domain/assessments/levels.ts';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import type { AssessmentResult } from '../../../domain/assessments/schemas.ts';
import type { AudhdSubscores } from '../../../domain/assessments/scoring.ts';
import { type AssessmentData, readAssessmentData } from '../../lib/assessment-storage.ts';
import { callApi } from '../../lib/call-api.ts';
import { loadInsights } from './load-insights.ts';
import { computeAudhdSubscores } from './local-subscores.ts';

/** What the results page shows, whichever source it came from. */
export type ResultView = {
  assessmentType: AssessmentType;
  responses: Record<string, number>;
  score: number;
  level: Level;
  subscores: AudhdSubscores | null;
  takenAt: Date;
  assessmentResultId: number | null;
  userId: string | null;
  /** Every result is anonymous until a report is bought with an e-mail address. */
  isAnonymous: boolean;
  /** The three optional context questions' answers; null when never given (or not stored on the server). */
  context: ResultContext | null;
  insight: Insight;
  strengths: Strength[];
};

/** What a result is before its words are here. */
type ResultFacts = Omit<ResultView, 'insight' | 'strengths'>;

export type ResultState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; result: ResultView }
  /** A part of the page could not be downloaded: the site was updated meanwhile, or the connection dropped. */
  | { status: 'failed'; error: unknown };

async function fromStored(stored: AssessmentResult, local: AssessmentData | null): Promise<ResultFacts> {
  const createdAt = new Date(stored.createdAt);
  const isAudhd = stored.assessmentType === 'audhd';
  return {
    assessmentType: stored.assessmentType,
    responses: stored.responses,
    score: stored.score,
    level: stored.level,
    subscores: isAudhd ? (stored.subscores ?? (await computeAudhdSubscores(stored.responses))) : null,
    takenAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
    assessmentResultId: stored.id,
    userId: local?.assessmentResultId === stored.id ? local.userId : null,
    isAnonymous: true,
    context: stored.context,
  };
}

async function fromLocal(local: AssessmentData): Promise<ResultFacts> {
  return {
    assessmentType: local.assessmentType,
    responses: local.responses,
    score: local.score,
    level: getLevel(local.assessmentType, local.score),
    subscores: local.assessmentType === 'audhd' ? await computeAudhdSubscores(local.responses) : null,
    takenAt: new Date(),
    assessmentResultId: local.assessmentResultId || null,
    userId: local.userId,
    isAnonymous: local.anonymous,
    context: null,
  };
}

async function fetchStoredResult(id: number, signal: AbortSignal): Promise<AssessmentResult | null> {
  try {
    return await callApi(assessmentResultContract, { params: { id } }, { signal });
  } catch {
    return null;
  }
}

export function parseResultId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

async function findResult(
  resultId: number | null,
  local: AssessmentData | null,
  signal: AbortSignal,
): Promise<ResultFacts | null> {
  const stored = resultId === null ? null : await fetchStoredResult(resultId, signal);
  if (stored) return fromStored(stored, local);
  const isSameResult = local !== null && (resultId === null || local.assessmentResultId === resultId);
  return isSameResult ? fromLocal(local) : null;
}

/** The result with its insight and strengths, whose words are downloaded for its assessment only. */
async function loadResult(resultId: number | null, signal: AbortSignal): Promise<ResultView | null> {
  const local = readAssessmentData();
  // The result shown is nearly always the one saved in this browser: its words download beside the stored
  // result instead of after it. (If this download fails, the call below tries again and reports it.)
  if (local) loadInsights(local.assessmentType).catch(() => {});
  const facts = await findResult(resultId, local, signal);
  if (!facts) return null;
  const insights = await loadInsights(facts.assessmentType);
  return {
    ...facts,
    insight: readInsight(insights, facts.assessmentType, facts.level),
    strengths: findStrengths(insights, facts.assessmentType, facts.responses),
  };
}

/**
 * The server's stored result is preferred (its score is the one it computed); the data saved in this browser
 * is the fallback, but only for the same result, so an old link never shows someone else's newer answers.
 */
export function useResult(resultId: number | null): ResultState {
  const [state, setState] = useState<ResultState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadResult(resultId, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted)
          setState(result ? { status: 'ready', result } : { status: 'missing' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [resultId]);

  return state;
}
