// Written by `npm run translations:records` from ../../es.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'spd-1':
    'Los ruidos fuertes y repentinos, como un portazo, me sobresaltan más que a la mayoría de la gente.',
  'spd-2': 'Me siento a gusto con luces intensas, como las de un supermercado.',
  'spd-3': 'Un roce leve e inesperado, como cuando alguien pasa rozándome, me resulta desagradable.',
  'spd-4':
    'Los olores fuertes, como el perfume de otra persona en el autobús, me resultan fáciles de ignorar.',
  'spd-5': 'Cuando pasan muchas cosas a la vez, como en una fiesta, enseguida me saturo.',
  'spd-6': 'Después de salir de un lugar ruidoso y lleno de gente, recupero la calma en pocos minutos.',
  'spd-7': 'Busco sensaciones fuertes, como las montañas rusas o la música muy alta.',
  'spd-8': 'A menudo solo noto que tengo hambre cuando ya necesito comer con urgencia.',
  'spd-9':
    'Sigo notando un olor, como el de lo que se cocinó anoche, cuando otras personas dicen que ya se ha ido.',
};
