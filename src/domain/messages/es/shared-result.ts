/** The page a shared result link opens, in Spanish; see ../en/shared-result.ts. */
import type { ShareDecodeError } from '../../assessments/share.ts';

export const pageTitle = ({ assessment }: { assessment: string }) => `Resultados compartidos: ${assessment}`;
export const eyebrow = 'Resultados compartidos';
export const takenOn = ({ date }: { date: string }) => `Realizada el ${date}`;
export const summaryHeading = 'Resumen de las primeras orientaciones';
export const score = 'Puntuación';
export const readOnly =
  'Este es un resumen de solo lectura de una autoevaluación que alguien decidió compartir. No es un diagnóstico; un diagnóstico solo pueden hacerlo profesionales de la salud con la cualificación necesaria.';
export const takeThisAssessment = 'Hacer esta autoevaluación';
export const exploreAll = 'Ver todas las autoevaluaciones';
export const askAgain =
  'Si alguien le envió este enlace, puede pedirle que vuelva a copiarlo, o hacer usted una autoevaluación.';
export const errors: Readonly<Record<ShareDecodeError, { title: string; description: string }>> = {
  missing: {
    title: 'No se han podido cargar los resultados',
    description: 'No se han encontrado datos de una autoevaluación en el enlace',
  },
  invalid: {
    title: 'Los datos compartidos están incompletos o no son válidos',
    description: 'Los datos compartidos de la autoevaluación no parecen válidos',
  },
  'unknown-type': {
    title: 'Autoevaluación no encontrada',
    description: 'No se reconoce el tipo de autoevaluación de los resultados compartidos',
  },
};
