/** The home page's first screen in German; see ../en/home.ts. */
export const heading = 'Entdecken Sie Ihr neurodivergentes Profil';
export const lead =
  'Ruhige, forschungsbasierte Selbsteinschätzungen für Erwachsene, die ihre Merkmale von Autismus, ADHS, Reizverarbeitung, Dyspraxie oder Legasthenie verstehen möchten, ohne jahrelang auf eine erste Antwort zu warten.';
export const benefitSuite = 'Eine umfassende Reihe forschungsbasierter Selbsteinschätzungen';
export const benefitInstant = 'Ergebnisse sofort, in wenigen Minuten';
export const benefitShareable = 'Ergebnisse zum Teilen';
export const benefitNoAccount =
  'Kein Konto und kein Name nötig. Ihre Antworten verbinden wir nur mit Ihrer E-Mail-Adresse, wenn Sie einen Bericht kaufen.';
export const howWeHandleData = 'Wie wir mit Ihren Daten umgehen';
export const startComprehensive = 'Umfassende Selbsteinschätzung starten';
export const priceLine = ({ price }: { price: string }) =>
  `Erste Einblicke kostenlos · Vollständiger Bericht ${price}`;
