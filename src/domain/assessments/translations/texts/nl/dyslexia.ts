// Written by `npm run translations:records` from ../../nl.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dyslexia-1': 'Lezen in mijn moedertaal gaat me meestal gemakkelijk af.',
  'dyslexia-2': 'Na een halfuur lezen in mijn moedertaal ben ik moe.',
  'dyslexia-3': 'Als ik hardop lees in mijn moedertaal, lees ik vaak woorden verkeerd.',
  'dyslexia-4': 'Alledaagse woorden spellen vind ik gemakkelijk.',
  'dyslexia-5': 'Als ik schrijf, kies ik eenvoudigere woorden, zodat ik zeker weet hoe ik ze moet spellen.',
  'dyslexia-6':
    'Ik heb veel pogingen nodig om een nieuw, lang woord in mijn moedertaal goed te leren uitspreken.',
  'dyslexia-7': 'Namen in alfabetische volgorde zetten gaat bij mij snel en gemakkelijk.',
  'dyslexia-8':
    'Ik heb meerdere pogingen nodig om een lang getal, zoals een rekeningnummer, in de juiste volgorde over te nemen.',
  'dyslexia-9': 'Als iemand me een boekingscode zegt, ben ik hem vergeten voordat ik hem kan opschrijven.',
  'dyslexia-10': 'Als kind had ik meer tijd nodig dan mijn klasgenoten om te leren lezen in mijn moedertaal.',
};
