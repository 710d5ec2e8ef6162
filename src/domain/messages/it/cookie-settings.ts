/** The cookie settings dialog in Italian; see ../en/cookie-settings.ts. */
import type { ConsentCategory } from '../../consent/categories.ts';

export const title = 'Impostazioni dei cookie';
export const description =
  'Scelga quali cookie possiamo usare. Può cambiare la scelta in qualsiasi momento con il pulsante «Impostazioni dei cookie» in fondo a ogni pagina.';
export const close = 'Chiudi le impostazioni dei cookie';
export const tabsLabel = 'Informazioni sui cookie';
export const settingsTab = 'Impostazioni';
export const aboutTab = 'Che cosa sono i cookie';
export const privacyTab = 'Informativa sulla privacy';
export const categories: Readonly<Record<ConsentCategory, { title: string; description: string }>> = {
  necessary: {
    title: 'Necessari',
    description:
      'Fanno funzionare il sito: il suo cookie anonimo di visita, la protezione contro le richieste contraffatte, il ricordo di questa scelta e le sue preferenze di lettura e di lettura ad alta voce (conservate solo nel suo browser). Sempre attivi.',
  },
  functional: {
    title: 'Funzionali',
    description:
      'Ci permettono di contare sul nostro server le visite alle pagine e le autovalutazioni completate, per migliorare il sito.',
  },
  analytics: {
    title: 'Analitici',
    description:
      'Permettono al nostro fornitore di analisi di misurare come viene usato il sito. Nulla di ciò che risponde viene condiviso.',
  },
  marketing: {
    title: 'Marketing',
    description:
      'Permettono al nostro partner pubblicitario di misurare se i nostri annunci portano ad acquisti.',
  },
};
export const about = [
  'I cookie sono piccoli file che un sito web conserva nel suo browser. Usiamo anche la memoria locale del browser, che funziona allo stesso modo, per conservare le sue risposte mentre compila un’autovalutazione.',
  'I cookie necessari non si possono disattivare, perché senza di essi il sito non funziona. Non la identificano: il suo cookie di visita è un numero casuale.',
  'I cookie funzionali, analitici e di marketing restano disattivati finché non li attiva lei. Se in seguito ne disattiva uno, i relativi strumenti non vengono più caricati a partire dalla pagina successiva che apre.',
];
export const rightsIntro = 'In base al GDPR, lei ha il diritto di:';
export const rights = [
  'accedere ai dati personali che conserviamo su di lei',
  'farli correggere',
  'farli cancellare',
  'revocare il suo consenso in qualsiasi momento',
  'ricevere i suoi dati in un formato portabile',
  'presentare un reclamo a un’autorità per la protezione dei dati',
];
export const readFullBefore = 'Legga per intero l’';
export const readFullLink = 'Informativa sulla privacy';
export const readFullAfter = '.';
export const necessaryOnly = 'Solo necessari';
export const acceptAll = 'Accetta tutti';
export const savePreferences = 'Salva le preferenze';
