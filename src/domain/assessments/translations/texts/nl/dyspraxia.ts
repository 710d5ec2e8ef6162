// Written by `npm run translations:records` from ../../nl.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dys-1': 'Netjes met de hand schrijven kost me veel moeite.',
  'dys-2': 'Ik stoot vaker per ongeluk dingen om dan de meeste mensen.',
  'dys-3': 'Ik houd gemakkelijk mijn evenwicht, bijvoorbeeld als ik in een rijdende bus sta.',
  'dys-4': 'Nieuwe lichamelijke vaardigheden, zoals een danspas, leer ik snel aan.',
  'dys-5': 'Klusjes die precisie vragen, zoals kleine knoopjes dichtmaken, gaan bij mij snel en gemakkelijk.',
  'dys-6': 'Afstanden inschatten, zoals hoeveel ruimte ik nodig heb bij het parkeren, vind ik moeilijk.',
  'dys-7': 'Ik heb meerdere pogingen nodig om een koffer zo in te pakken dat alles erin past.',
  'dys-8': 'Als kind vond ik spelletjes met een bal moeilijker dan andere kinderen.',
};
