/** The home page's first screen in Italian; see ../en/home.ts. */
export const heading = 'Scopra il suo profilo neurodivergente';
export const lead =
  'Autovalutazioni serene e basate sulla ricerca per chi, in età adulta, vuole capire i propri tratti di autismo, ADHD, elaborazione sensoriale, disprassia o dislessia, senza aspettare anni per una prima risposta.';
export const benefitSuite = 'Una serie completa di autovalutazioni basate sulla ricerca';
export const benefitInstant = 'Risultati immediati, in pochi minuti';
export const benefitShareable = 'Risultati da condividere';
export const benefitNoAccount =
  'Non servono né un account né un nome. Colleghiamo le sue risposte alla sua e-mail solo se acquista un report.';
export const howWeHandleData = 'Come trattiamo i suoi dati';
export const startComprehensive = 'Inizi l’autovalutazione complessiva';
export const priceLine = ({ price }: { price: string }) =>
  `Prime indicazioni gratuite · Report completo ${price}`;
