/** The cookie settings dialog in German; see ../en/cookie-settings.ts. */
import type { ConsentCategory } from '../../consent/categories.ts';

export const title = 'Cookie-Einstellungen';
export const description =
  'Wählen Sie, welche Cookies wir verwenden dürfen. Sie können das jederzeit über die Schaltfläche „Cookie-Einstellungen“ am Ende jeder Seite ändern.';
export const close = 'Cookie-Einstellungen schließen';
export const tabsLabel = 'Informationen zu Cookies';
export const settingsTab = 'Einstellungen';
export const aboutTab = 'Über Cookies';
export const privacyTab = 'Datenschutz';
export const categories: Readonly<Record<ConsentCategory, { title: string; description: string }>> = {
  necessary: {
    title: 'Notwendig',
    description:
      'Halten die Website in Betrieb: Ihr anonymes Besucher-Cookie, der Schutz vor gefälschten Anfragen, das Speichern dieser Wahl sowie Ihre Ansichts- und Vorlese-Einstellungen (nur in Ihrem Browser gespeichert). Immer aktiv.',
  },
  functional: {
    title: 'Funktional',
    description:
      'Erlauben uns, Seitenaufrufe und abgeschlossene Selbsteinschätzungen auf unserem eigenen Server zu zählen, um die Website zu verbessern.',
  },
  analytics: {
    title: 'Analyse',
    description:
      'Erlauben unserem Analyseanbieter zu messen, wie die Website genutzt wird. Ihre Antworten werden nicht weitergegeben.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Erlauben unserem Werbepartner zu messen, ob unsere Anzeigen zu Käufen führen.',
  },
};
export const about = [
  'Cookies sind kleine Dateien, die eine Website in Ihrem Browser ablegt. Wir nutzen außerdem den lokalen Speicher Ihres Browsers, der genauso funktioniert, um Ihre Antworten aufzubewahren, während Sie eine Selbsteinschätzung ausfüllen.',
  'Notwendige Cookies lassen sich nicht abschalten, weil die Website ohne sie nicht funktioniert. Sie machen Sie nicht erkennbar: Ihr Besucher-Cookie ist eine Zufallszahl.',
  'Funktionale, Analyse- und Marketing-Cookies sind aus, bis Sie sie einschalten. Schalten Sie eines später wieder aus, werden seine Werkzeuge ab der nächsten Seite, die Sie öffnen, nicht mehr geladen.',
];
export const rightsIntro = 'Nach der DSGVO haben Sie das Recht,';
export const rights = [
  'Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie speichern,',
  'sie berichtigen zu lassen,',
  'sie löschen zu lassen,',
  'Ihre Einwilligung jederzeit zu widerrufen,',
  'Ihre Daten in einem übertragbaren Format zu erhalten,',
  'sich bei einer Datenschutzbehörde zu beschweren.',
];
export const readFullBefore = 'Lesen Sie die vollständige ';
export const readFullLink = 'Datenschutzerklärung';
export const readFullAfter = '.';
export const necessaryOnly = 'Nur notwendige';
export const acceptAll = 'Alle akzeptieren';
export const savePreferences = 'Einstellungen speichern';
