/** The home page's first screen in Dutch; see ../en/home.ts. */
export const heading = 'Ontdek uw neurodivergente profiel';
export const lead =
  'Rustige, op onderzoek gebaseerde zelfinschattingen voor volwassenen die hun kenmerken van autisme, ADHD, prikkelverwerking, dyspraxie of dyslexie willen begrijpen, zonder jaren te wachten op een eerste antwoord.';
export const benefitSuite = 'Een brede reeks zelfinschattingen, gebaseerd op onderzoek';
export const benefitInstant = 'Direct resultaat, in een paar minuten';
export const benefitShareable = 'Resultaten die u kunt delen';
export const benefitNoAccount =
  'Geen account of naam nodig. Alleen als u een rapport koopt, koppelen we uw antwoorden aan uw e-mailadres.';
export const howWeHandleData = 'Hoe we met uw gegevens omgaan';
export const startComprehensive = 'Start de uitgebreide zelfinschatting';
export const priceLine = ({ price }: { price: string }) =>
  `Gratis eerste inzichten · Volledig rapport ${price}`;
