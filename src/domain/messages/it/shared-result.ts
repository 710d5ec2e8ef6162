/** The page a shared result link opens, in Italian; see ../en/shared-result.ts. */
import type { ShareDecodeError } from '../../assessments/share.ts';

export const pageTitle = ({ assessment }: { assessment: string }) => `Risultati condivisi: ${assessment}`;
export const eyebrow = 'Risultati condivisi';
export const takenOn = ({ date }: { date: string }) => `Compilata il ${date}`;
export const summaryHeading = 'Riepilogo delle prime indicazioni';
export const score = 'Punteggio';
export const readOnly =
  'Questo è un riepilogo in sola lettura di un’autovalutazione che qualcuno ha scelto di condividere. Non è una diagnosi; solo personale sanitario qualificato può formularne una.';
export const takeThisAssessment = 'Faccia questa autovalutazione';
export const exploreAll = 'Scopra tutte le autovalutazioni';
export const askAgain =
  'Se qualcuno le ha mandato questo link, può chiedere a quella persona di copiarlo di nuovo, oppure fare un’autovalutazione in prima persona.';
export const errors: Readonly<Record<ShareDecodeError, { title: string; description: string }>> = {
  missing: {
    title: 'Errore nel caricamento dei risultati',
    description: 'Nel link non è stato trovato nessun dato di autovalutazione',
  },
  invalid: {
    title: 'I dati condivisi sono incompleti o non validi',
    description: 'I dati dell’autovalutazione condivisa sembrano non validi',
  },
  'unknown-type': {
    title: 'Autovalutazione non trovata',
    description: 'Il tipo di autovalutazione nei risultati condivisi non è riconosciuto',
  },
};
